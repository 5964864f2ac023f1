import { routes, type ProfilePatch } from '@lobby/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { applyUpdatedUser } from './get-current-user';

export const updateUser = (patch: ProfilePatch) => call(routes.profileEdit.updateUser, { body: patch });

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: ({ user }) => applyUpdatedUser(queryClient, user),
  });
}
