import { PageSizes, type GigDto, type GigPerformanceDto, type Page } from '@lobby/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every list of one streamer's gigs starts with this key, so one invalidation refreshes them all. */
export const streamerGigsKey = (starId: string) => ['streamer-gigs', starId] as const;

const path = (base: string, starId: string, query: string) => `${base}/${encodeURIComponent(starId)}${query}`;

/**
 * One page of the streamer's active gigs, newest first (spec paginatedproducts/{id}, 10 a page): the public
 * list, so a moderator needs no `streamerId` to read it.
 */
export const activeGigsQueryOptions = (starId: string, page: number) =>
  queryOptions({
    queryKey: [...streamerGigsKey(starId), 'active', page],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(page), limit: String(PageSizes.paginatedProducts) });
      return api.get<Page<GigDto>>(
        `/api/get/paginatedproducts/${encodeURIComponent(starId)}?${params.toString()}`,
        { signal },
      );
    },
    placeholderData: keepPreviousData,
  });

/** `query` is '?streamerId=…' when a moderator acts for the streamer. */
export const inactiveGigsQueryOptions = (starId: string, query: string) =>
  queryOptions({
    queryKey: [...streamerGigsKey(starId), 'inactive'],
    queryFn: ({ signal }) =>
      api.get<GigDto[]>(path('/api/get/influencer/inactive-gigs', starId, query), { signal }),
  });

export const gigsPerformanceQueryOptions = (starId: string, query: string) =>
  queryOptions({
    queryKey: [...streamerGigsKey(starId), 'performance'],
    queryFn: ({ signal }) =>
      api.get<GigPerformanceDto[]>(path('/api/get/gigs-performance', starId, query), { signal }),
    select: (rows) => new Map(rows.map((row) => [row.gigId, row])),
  });

export const useActiveGigs = (starId: string, page: number) => useQuery(activeGigsQueryOptions(starId, page));
export const useInactiveGigs = (starId: string, query: string) =>
  useQuery(inactiveGigsQueryOptions(starId, query));
export const useGigsPerformance = (starId: string, query: string) =>
  useQuery(gigsPerformanceQueryOptions(starId, query));
