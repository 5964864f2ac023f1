import { routes, ErrorText } from '@lobby/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { deletionRequestsKeys } from '../keys';

/** Deletes the account: personal data is anonymised, orders and payouts stay for the books. */
export const approveDeletionRequest = (requestId: string) =>
  call(routes.accountModeration.approveDeletion, { params: { id: requestId } });

export function useApproveDeletionRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveDeletionRequest,
    meta: { errorFallback: ErrorText.errorDeletingAccountRequest },
    onSettled: () => queryClient.invalidateQueries({ queryKey: deletionRequestsKeys.all }),
  });
}
