import { routes, type EarningsWindow } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { actingFor, call } from '../../../lib/api-client';
import { streamerDashboardKeys } from '../keys';

/**
 * The streamer's earnings (spec /total-earnings/{id}): total and the last 7, 30 and 90 days of `timeZone`, in
 * the currency they earn in. `query` is '?streamerId=…' when a moderator acts for the streamer.
 */
export const earningsSummaryQueryOptions = (starId: string, query: string, timeZone: string) =>
  queryOptions({
    queryKey: streamerDashboardKeys.earnings(starId, timeZone),
    queryFn: ({ signal }) =>
      call(routes.earnings.total, {
        params: { streamerId: starId },
        query: { ...actingFor(query), tz: timeZone },
        signal,
      }),
  });

/** The streamer's earnings per day of the window (spec /paginated-earnings/{id}?days), oldest first. */
export const earningsByDayQueryOptions = (
  starId: string,
  query: string,
  timeZone: string,
  days: EarningsWindow,
) =>
  queryOptions({
    queryKey: streamerDashboardKeys.earningsByDay(starId, timeZone, days),
    queryFn: ({ signal }) =>
      call(routes.earnings.byDay, {
        params: { streamerId: starId },
        query: { ...actingFor(query), tz: timeZone, days },
        signal,
      }),
  });

export const useEarningsSummary = (starId: string, query: string, timeZone: string) =>
  useQuery(earningsSummaryQueryOptions(starId, query, timeZone));
export const useEarningsByDay = (starId: string, query: string, timeZone: string, days: EarningsWindow) =>
  useQuery(earningsByDayQueryOptions(starId, query, timeZone, days));
