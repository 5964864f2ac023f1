import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

interface Message {
  message: string;
}

export const forgotPassword = (email: string) => api.post<Message>('/api/auth/forgot_password', { email });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });

export const resetPassword = (input: { token: string; newPassword: string }) =>
  api.post<Message>(`/api/auth/reset_password/${encodeURIComponent(input.token)}`, {
    newPassword: input.newPassword,
  });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });

/** First password of a streamer the staff registered; the link carries email and token. */
export const setStreamerPassword = (input: { email: string; token: string; password: string }) =>
  api.post<Message>('/api/auth/set-streamer-password', input);

export const useSetStreamerPassword = () => useMutation({ mutationFn: setStreamerPassword });
