import { routes } from '@lobby/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export interface ChangePasswordInput {
  oldPassword: string;
  newPassword: string;
}

/** The signed-in user's new password, given their current one (spec §7 POST /auth/change_password). */
export const changePassword = (input: ChangePasswordInput) => call(routes.password.change, { body: input });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
