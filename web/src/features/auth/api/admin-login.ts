import { routes } from '@lobby/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { startSession } from '../../../lib/session';

export interface AdminLoginInput {
  username: string;
  password: string;
}

export const adminLogin = (input: AdminLoginInput) => call(routes.session.adminLogin, { body: input });

export const useAdminLogin = () => useMutation({ mutationFn: adminLogin, onSuccess: startSession });
