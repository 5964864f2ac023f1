import { routes } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { starsKeys } from '../../../lib/keys';

const getStar = (idOrUsername: string, signal?: AbortSignal) =>
  call(routes.starPages.star, { params: { idOrUsername }, signal });

export const starQueryOptions = (idOrUsername: string) =>
  queryOptions({
    queryKey: starsKeys.one(idOrUsername),
    queryFn: ({ signal }) => getStar(idOrUsername, signal),
  });

/** A star's public profile by username or id (spec §7 `influencer/{idOrUsername}`). */
export const useStar = (idOrUsername: string) => useQuery(starQueryOptions(idOrUsername));
