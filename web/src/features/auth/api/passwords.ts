import { routes } from '@lobby/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const forgotPassword = (email: string) => call(routes.password.forgot, { body: { email } });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });

export const resetPassword = (input: { token: string; newPassword: string }) =>
  call(routes.password.reset, { params: { token: input.token }, body: { newPassword: input.newPassword } });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });

/** First password of a streamer the staff registered; the link carries email and token. */
export const setStreamerPassword = (input: { email: string; token: string; password: string }) =>
  call(routes.password.setStreamerPassword, { body: input });

export const useSetStreamerPassword = () => useMutation({ mutationFn: setStreamerPassword });
