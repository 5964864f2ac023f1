import { routes } from '@lobby/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { track } from '../../../lib/marketing/tracker';
import { startSession } from '../../../lib/session';

/** Confirms the email address from the link in the verification email. */
export const verifyEmail = (token: string) => call(routes.registration.verifyLink, { params: { token } });

/** The page shows the outcome itself, so no error toast. */
export const useVerifyEmail = () =>
  useMutation({
    mutationFn: verifyEmail,
    onSuccess: (session) => {
      startSession(session);
      track('link_verified');
    },
    meta: { silent: true },
  });

export const verifyOtp = (input: { token: string; otp: string }) =>
  call(routes.registration.verifyOtp, { body: input });

export const useVerifyOtp = () =>
  useMutation({
    mutationFn: verifyOtp,
    onSuccess: (session) => {
      startSession(session);
      track('otp_verified');
    },
  });

export const resendVerification = (email: string) => call(routes.registration.resend, { body: { email } });

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
