import { routes, type AnalyticsWindow } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { actingFor, call } from '../../../lib/api-client';
import { streamerDashboardKeys } from '../keys';

/**
 * The streamer's analytics: the funnel and totals of a window (spec /full-analytics/{id}), top gigs, top fans
 * and whether there is enough data yet. `query` is '?streamerId=…' when a moderator acts for the streamer.
 */
export const fullAnalyticsQueryOptions = (
  starId: string,
  query: string,
  timeZone: string,
  days: AnalyticsWindow,
) =>
  queryOptions({
    queryKey: streamerDashboardKeys.analytics(starId, timeZone, days),
    queryFn: ({ signal }) =>
      call(routes.analytics.fullAnalytics, {
        params: { streamerId: starId },
        query: { ...actingFor(query), days, tz: timeZone },
        signal,
      }),
  });

export const topGigsQueryOptions = (starId: string, query: string) =>
  queryOptions({
    queryKey: streamerDashboardKeys.topGigs(starId),
    queryFn: ({ signal }) => call(routes.analytics.topPerformingGigs, { query: actingFor(query), signal }),
  });

export const topFansQueryOptions = (starId: string, query: string) =>
  queryOptions({
    queryKey: streamerDashboardKeys.topFans(starId),
    queryFn: ({ signal }) => call(routes.analytics.topFans, { query: actingFor(query), signal }),
  });

export const enoughDataQueryOptions = (starId: string, query: string) =>
  queryOptions({
    queryKey: streamerDashboardKeys.enoughData(starId),
    queryFn: ({ signal }) => call(routes.analytics.isEnoughData, { query: actingFor(query), signal }),
  });

export const useFullAnalytics = (starId: string, query: string, timeZone: string, days: AnalyticsWindow) =>
  useQuery(fullAnalyticsQueryOptions(starId, query, timeZone, days));
export const useTopGigs = (starId: string, query: string) => useQuery(topGigsQueryOptions(starId, query));
export const useTopFans = (starId: string, query: string) => useQuery(topFansQueryOptions(starId, query));
export const useEnoughData = (starId: string, query: string) =>
  useQuery(enoughDataQueryOptions(starId, query));
