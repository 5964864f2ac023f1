import { routes, ErrorText } from '@lobby/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { applyUpdatedUser } from './get-current-user';

export const updateBio = (bio: string) => call(routes.profileEdit.updateBio, { body: { bio } });

export function useUpdateBio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBio,
    meta: { errorFallback: ErrorText.errorCreatingBio },
    onSuccess: ({ user }) => applyUpdatedUser(queryClient, user),
  });
}
