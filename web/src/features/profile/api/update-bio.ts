import { ErrorText, type UserDto } from '@lobby/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { applyUpdatedUser } from './get-current-user';

export const updateBio = (bio: string) =>
  api.post<{ message: string; user: UserDto }>('/api/update_user_bio', { bio });

export function useUpdateBio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBio,
    meta: { errorFallback: ErrorText.errorCreatingBio },
    onSuccess: ({ user }) => applyUpdatedUser(queryClient, user),
  });
}
