import { routes, ErrorText } from '@lobby/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** A new code for the pending change, under a new token. */
export const resendEmailChange = (userId: string) =>
  call(routes.emailChange.resend, { params: { id: userId } });

export const useResendEmailChange = () =>
  useMutation({ mutationFn: resendEmailChange, meta: { errorFallback: ErrorText.errorChangingEmail } });
