import type { SocialPlatform, UserDto } from '@lobby/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { applyUpdatedUser } from './get-current-user';

export const deleteSocialLink = (platform: SocialPlatform) =>
  api.delete<{ message: string; user: UserDto }>(`/api/social-links/${encodeURIComponent(platform)}`);

export function useDeleteSocialLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSocialLink,
    onSuccess: ({ user }) => applyUpdatedUser(queryClient, user),
  });
}
