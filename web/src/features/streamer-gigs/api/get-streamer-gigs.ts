import { routes, PageSizes } from '@lobby/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, actingFor } from '../../../lib/api-client';
import { streamerGigsKeys } from '../../../lib/keys';

/** Every list of one streamer's gigs starts with this key, so one invalidation refreshes them all. */

/**
 * One page of the streamer's active gigs, newest first (spec paginatedproducts/{id}, 10 a page): the public
 * list, so a moderator needs no `streamerId` to read it.
 */
export const activeGigsQueryOptions = (starId: string, page: number) =>
  queryOptions({
    queryKey: streamerGigsKeys.activePage(starId, page),
    queryFn: ({ signal }) => {
      const query = { page, limit: PageSizes.paginatedProducts };
      return call(routes.starPages.paginatedStarGigs, { params: { id: starId }, query, signal });
    },
    placeholderData: keepPreviousData,
  });

/** `query` is '?streamerId=…' when a moderator acts for the streamer. */
export const inactiveGigsQueryOptions = (starId: string, query: string) =>
  queryOptions({
    queryKey: streamerGigsKeys.inactive(starId),
    queryFn: ({ signal }) =>
      call(routes.streamerGigs.inactiveGigs, {
        params: { streamerId: starId },
        query: actingFor(query),
        signal,
      }),
  });

export const gigsPerformanceQueryOptions = (starId: string, query: string) =>
  queryOptions({
    queryKey: streamerGigsKeys.performance(starId),
    queryFn: ({ signal }) =>
      call(routes.streamerGigs.gigsPerformance, {
        params: { streamerId: starId },
        query: actingFor(query),
        signal,
      }),
    select: (rows) => new Map(rows.map((row) => [row.gigId, row])),
  });

export const useActiveGigs = (starId: string, page: number) => useQuery(activeGigsQueryOptions(starId, page));
export const useInactiveGigs = (starId: string, query: string) =>
  useQuery(inactiveGigsQueryOptions(starId, query));
export const useGigsPerformance = (starId: string, query: string) =>
  useQuery(gigsPerformanceQueryOptions(starId, query));
