import { routes, type SocialPlatform } from '@lobby/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { applyUpdatedUser } from './get-current-user';

export const deleteSocialLink = (platform: SocialPlatform) =>
  call(routes.profileEdit.deleteSocialLink, { params: { platform } });

export function useDeleteSocialLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSocialLink,
    onSuccess: ({ user }) => applyUpdatedUser(queryClient, user),
  });
}
