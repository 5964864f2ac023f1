import { routes, type SocialLink, type SocialPlatform, type StarDto, type UserDto } from '@lobby/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { actingFor, call } from '../../../lib/api-client';
import { currentUserQueryOptions, getCurrentUser } from '../../../lib/current-user';
import { useAuthStore } from '../../../stores/auth-store';
import { creatorProfileKeys } from '../keys';

/** Spec §3 "Influencer profile": what the creator profile page edits. */
export interface CreatorProfile {
  _id: string;
  username: string;
  fullName: string;
  bio: string;
  profession: string;
  imageUrl: string | null;
  socialLinks: SocialLink[];
}

/** The profile fields of the streamer's own account or of their public star page (a moderator's view). */
const toCreatorProfile = (account: UserDto | StarDto): CreatorProfile => ({
  _id: account._id,
  username: account.username,
  fullName: account.fullName,
  bio: account.bio ?? '',
  profession: account.profession ?? '',
  imageUrl: account.images.url,
  socialLinks: account.socialLinks,
});

/**
 * The streamer's own account for themself; a moderator reads the streamer's star profile (catalog's copy,
 * which may trail a save by a moment: saves write their answer into this query instead of refetching).
 */
export const creatorProfileQueryOptions = (starId: string, own: boolean) =>
  queryOptions({
    queryKey: creatorProfileKeys.star(starId),
    queryFn: async ({ signal }) =>
      own
        ? toCreatorProfile(await getCurrentUser(signal))
        : toCreatorProfile(await call(routes.starPages.star, { params: { idOrUsername: starId }, signal })),
  });

export const useCreatorProfile = (starId: string, own: boolean) =>
  useQuery(creatorProfileQueryOptions(starId, own));

/** A save answered with the streamer's account: this page, and the header when it is the signed-in user. */
function applySaved(queryClient: QueryClient, user: UserDto) {
  queryClient.setQueryData(creatorProfileKeys.star(user._id), toCreatorProfile(user));
  const auth = useAuthStore.getState();
  if (auth.user?._id !== user._id) return;
  auth.setUser(user);
  queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
}

export interface ProfileFields {
  fullName?: string;
  bio?: string;
  profession?: string;
}

/** POST /api/influencer/profile/update with the fields given (a multipart form, as the route takes). */
export const updateCreatorProfile = (fields: ProfileFields, query: string) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  return call(routes.profileEdit.updateInfluencerProfile, { body: form, query: actingFor(query) });
};

/**
 * `errorFallback` is the toast when the server gives no text of its own (the bio's is the spec's
 * 'error while creating bio').
 */
export function useUpdateCreatorProfile(query: string, errorFallback?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: ProfileFields) => updateCreatorProfile(fields, query),
    meta: { errorFallback },
    onSuccess: ({ user }) => applySaved(queryClient, user),
  });
}

export function useUpdateCreatorPicture(query: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (image: File) => {
      const form = new FormData();
      form.append('image', image);
      return call(routes.profileEdit.updateProfilePicture, { body: form, query: actingFor(query) });
    },
    onSuccess: ({ user }) => applySaved(queryClient, user),
  });
}

/** Adds or replaces one platform's link. */
export function useSaveSocialLink(query: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (link: SocialLink) =>
      call(routes.profileEdit.updateSocialLinks, { body: { updatedLinks: [link] }, query: actingFor(query) }),
    onSuccess: ({ user }) => applySaved(queryClient, user),
  });
}

export function useRemoveSocialLink(query: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (platform: SocialPlatform) =>
      call(routes.profileEdit.deleteSocialLink, { params: { platform }, query: actingFor(query) }),
    onSuccess: ({ user }) => applySaved(queryClient, user),
  });
}
