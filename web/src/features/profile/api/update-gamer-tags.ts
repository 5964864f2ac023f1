import { routes, type GamerTagInput } from '@lobby/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { applyUpdatedUser } from './get-current-user';

/** Replaces the whole list; an empty tag removes that platform's tag. */
export const updateGamerTags = (gamerTags: GamerTagInput[]) =>
  call(routes.profileEdit.updateGamerTags, { body: { gamerTags } });

export function useUpdateGamerTags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGamerTags,
    onSuccess: ({ user }) => applyUpdatedUser(queryClient, user),
  });
}
