import { ErrorText, type PendingEmailChange } from '@lobby/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Sends a code to the new address; the old one keeps working until the code is entered. */
export const changeEmail = (input: { userId: string; email: string }) =>
  api.post<PendingEmailChange>(`/api/auth/user/change-email/${encodeURIComponent(input.userId)}`, {
    email: input.email,
  });

export const useChangeEmail = () =>
  useMutation({ mutationFn: changeEmail, meta: { errorFallback: ErrorText.errorChangingEmail } });
