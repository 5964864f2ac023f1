import { routes, ErrorText } from '@lobby/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { applyUpdatedUser } from './get-current-user';

export interface VerifyEmailChangeInput {
  token: string;
  email: string;
  otp: string;
}

/** Public: the code proves the new address, so the page works even in another browser. */
export const verifyEmailChange = (input: VerifyEmailChangeInput) =>
  call(routes.emailChange.verify, { body: input });

export function useVerifyEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmailChange,
    meta: { errorFallback: ErrorText.errorChangingEmail },
    onSuccess: ({ user }) => applyUpdatedUser(queryClient, user),
  });
}
