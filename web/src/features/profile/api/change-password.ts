import type { Message } from '@lobby/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface ChangePasswordInput {
  oldPassword: string;
  newPassword: string;
}

/** The signed-in user's new password, given their current one (spec §7 POST /auth/change_password). */
export const changePassword = (input: ChangePasswordInput) =>
  api.post<Message>('/auth/change_password', input);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
