import { routes } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { starsKeys } from '../../../lib/keys';

/** A star's public profile by id (spec §7 influencer/{idOrUsername}); the same key as the star page's. */
export const managedStarQueryOptions = (starId: string | null) =>
  queryOptions({
    queryKey: starsKeys.one(starId),
    queryFn: ({ signal }) => call(routes.starPages.star, { params: { idOrUsername: starId! }, signal }),
    enabled: starId !== null,
    staleTime: 5 * 60_000,
  });

/** The streamer a moderator acts for, for their currency (from their country) and name. */
export const useManagedStar = (starId: string | null) => useQuery(managedStarQueryOptions(starId));
