import type { GigDto } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const POPULAR_GIGS_SHOWN = 8;

const getPopularGigs = (limit: number, signal?: AbortSignal) =>
  api.get<GigDto[]>(`/api/get/mostPopularProducts?${new URLSearchParams({ limit: String(limit) })}`, {
    signal,
  });

export const popularGigsQueryOptions = (limit = POPULAR_GIGS_SHOWN) =>
  queryOptions({
    queryKey: ['landing', 'popular-gigs', limit],
    queryFn: ({ signal }) => getPopularGigs(limit, signal),
  });

/** The most popular gigs, most popular first. */
export const usePopularGigs = () => useQuery(popularGigsQueryOptions());
