import type { ProfilePatch, UserDto } from '@lobby/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { applyUpdatedUser } from './get-current-user';

export const updateUser = (patch: ProfilePatch) =>
  api.post<{ message: string; user: UserDto }>('/api/update_user', patch);

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: ({ user }) => applyUpdatedUser(queryClient, user),
  });
}
