import { routes, type SocialLink } from '@lobby/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { applyUpdatedUser } from './get-current-user';

/** Adds or replaces the links of the given platforms; the others stay. */
export const updateSocialLinks = (updatedLinks: SocialLink[]) =>
  call(routes.profileEdit.updateSocialLinks, { body: { updatedLinks } });

export function useUpdateSocialLinks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSocialLinks,
    onSuccess: ({ user }) => applyUpdatedUser(queryClient, user),
  });
}
