import type { GamerTagInput, UserDto } from '@lobby/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { applyUpdatedUser } from './get-current-user';

/** Replaces the whole list; an empty tag removes that platform's tag. */
export const updateGamerTags = (gamerTags: GamerTagInput[]) =>
  api.post<{ message: string; user: UserDto }>('/api/update_user_gamerTag', { gamerTags });

export function useUpdateGamerTags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGamerTags,
    onSuccess: ({ user }) => applyUpdatedUser(queryClient, user),
  });
}
