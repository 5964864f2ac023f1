import { routes } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { gigsKeys } from '../keys';

const getGig = (username: string, slug: string, signal?: AbortSignal) =>
  call(routes.starPages.gig, {
    params: { id: slug },
    query: { username },
    signal,
  });

export const gigQueryOptions = (username: string, slug: string) =>
  queryOptions({
    queryKey: gigsKeys.one(username, slug),
    queryFn: ({ signal }) => getGig(username, slug, signal),
  });

/** One gig by its star's username and its slug (spec §7 `product/{id}`; slugs are unique per star). */
export const useGig = (username: string, slug: string) => useQuery(gigQueryOptions(username, slug));
