import type { SocialLink, UserDto } from '@lobby/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { applyUpdatedUser } from './get-current-user';

/** Adds or replaces the links of the given platforms; the others stay. */
export const updateSocialLinks = (updatedLinks: SocialLink[]) =>
  api.post<{ message: string; user: UserDto }>('/api/update-social-links', { updatedLinks });

export function useUpdateSocialLinks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSocialLinks,
    onSuccess: ({ user }) => applyUpdatedUser(queryClient, user),
  });
}
