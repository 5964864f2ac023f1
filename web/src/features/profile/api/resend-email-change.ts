import { ErrorText, type PendingEmailChange } from '@lobby/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A new code for the pending change, under a new token. */
export const resendEmailChange = (userId: string) =>
  api.post<PendingEmailChange>(`/api/auth/user/rechange-email/${encodeURIComponent(userId)}`);

export const useResendEmailChange = () =>
  useMutation({ mutationFn: resendEmailChange, meta: { errorFallback: ErrorText.errorChangingEmail } });
