import { routes } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { landingKeys } from '../keys';

export const POPULAR_GIGS_SHOWN = 8;

const getPopularGigs = (limit: number, signal?: AbortSignal) =>
  call(routes.landing.mostPopularProducts, {
    query: { limit },
    signal,
  });

export const popularGigsQueryOptions = (limit = POPULAR_GIGS_SHOWN) =>
  queryOptions({
    queryKey: landingKeys.popularGigs(limit),
    queryFn: ({ signal }) => getPopularGigs(limit, signal),
  });

/** The most popular gigs, most popular first. */
export const usePopularGigs = () => useQuery(popularGigsQueryOptions());
