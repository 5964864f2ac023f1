import type { UserDto } from '@lobby/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `token` names the new pending verification when the server issued one. */
interface Resent {
  message: string;
  token?: string;
}

interface Verified {
  message: string;
  user: UserDto;
}

/** Confirms the email address from the link in the verification email. */
export const verifyEmail = (token: string) =>
  api.post<Verified>(`/api/auth/verify/${encodeURIComponent(token)}`);

/** The page shows the outcome itself, so no error toast. */
export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail, meta: { silent: true } });

export const verifyOtp = (input: { token: string; otp: string }) =>
  api.post<Verified>('/api/auth/verify_otp/', input);

export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp });

export const resendVerification = (email: string) =>
  api.post<Resent>('/api/auth/resend/verification', { email });

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
