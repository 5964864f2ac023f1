import type { GigDto, GigPerformanceDto } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every list of one streamer's gigs starts with this key, so one invalidation refreshes them all. */
export const streamerGigsKey = (starId: string) => ['streamer-gigs', starId] as const;

const path = (base: string, starId: string, query: string) => `${base}/${encodeURIComponent(starId)}${query}`;

/** `query` is '?streamerId=…' when a moderator acts for the streamer. */
export const activeGigsQueryOptions = (starId: string, query: string) =>
  queryOptions({
    queryKey: [...streamerGigsKey(starId), 'active'],
    queryFn: ({ signal }) => api.get<GigDto[]>(path('/api/get/products', starId, query), { signal }),
  });

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

export const useActiveGigs = (starId: string, query: string) =>
  useQuery(activeGigsQueryOptions(starId, query));
export const useInactiveGigs = (starId: string, query: string) =>
  useQuery(inactiveGigsQueryOptions(starId, query));
export const useGigsPerformance = (starId: string, query: string) =>
  useQuery(gigsPerformanceQueryOptions(starId, query));
