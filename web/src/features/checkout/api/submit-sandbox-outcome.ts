import { routes, type SandboxOutcome } from '@lobby/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { checkoutKeys } from '../keys';

const submitSandboxOutcome = (sessionId: string, outcome: SandboxOutcome) =>
  call(routes.checkout.sandboxComplete, { params: { sessionId }, body: { outcome } });

/**
 * Pays or fails a sandbox checkout, as a card form would. The page shows the session's new state; a refusal
 * (the session closed meanwhile) reloads it.
 */
export function useSandboxOutcome(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (outcome: SandboxOutcome) => submitSandboxOutcome(sessionId, outcome),
    meta: { silent: true },
    onSuccess: (session) => queryClient.setQueryData(checkoutKeys.sandbox(sessionId), session),
    onError: () => queryClient.invalidateQueries({ queryKey: checkoutKeys.sandbox(sessionId) }),
  });
}
