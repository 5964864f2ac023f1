import { routes } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { starsKeys } from '../../../lib/keys';

const getStarGigs = (username: string, signal?: AbortSignal) =>
  call(routes.starPages.starGigsByUsername, { params: { username }, signal });

export const starGigsQueryOptions = (username: string) =>
  queryOptions({
    queryKey: starsKeys.gigs(username),
    queryFn: ({ signal }) => getStarGigs(username, signal),
  });

/** A star's active gigs (spec §7 `products-by-username/{username}`). */
export const useStarGigs = (username: string) => useQuery(starGigsQueryOptions(username));
