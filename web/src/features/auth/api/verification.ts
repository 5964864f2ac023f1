import type { AuthSession } from '@lobby/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { startSession } from '../../../lib/session';

/** `token` names the new pending verification when the server issued one. */
interface Resent {
  message: string;
  token?: string;
}

/** Proving the email signs the new user in: the answer is a login's, with the spec's message. */
type Verified = AuthSession & { message: string };

/** Confirms the email address from the link in the verification email. */
export const verifyEmail = (token: string) =>
  api.post<Verified>(`/api/auth/verify/${encodeURIComponent(token)}`);

/** The page shows the outcome itself, so no error toast. */
export const useVerifyEmail = () =>
  useMutation({ mutationFn: verifyEmail, onSuccess: startSession, meta: { silent: true } });

export const verifyOtp = (input: { token: string; otp: string }) =>
  api.post<Verified>('/api/auth/verify_otp/', input);

export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp, onSuccess: startSession });

export const resendVerification = (email: string) =>
  api.post<Resent>('/api/auth/resend/verification', { email });

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
