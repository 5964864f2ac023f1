import type { AuthSession } from '@lobby/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { startSession } from '../../../lib/session';

export interface AdminLoginInput {
  username: string;
  password: string;
}

export const adminLogin = (input: AdminLoginInput) => api.post<AuthSession>('/api/admin/login', input);

export const useAdminLogin = () => useMutation({ mutationFn: adminLogin, onSuccess: startSession });
