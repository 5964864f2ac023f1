import { routes } from '@lobby/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, actingFor } from '../../../lib/api-client';

/** Every slot list of one streamer starts with this key, so one invalidation refreshes them all. */
export const streamerSlotsKey = (starId: string) => ['streamer-slots', starId] as const;

export interface MonthRef {
  /** 1 to 12. */
  month: number;
  year: number;
}

/** `query` is '?streamerId=…' when a moderator acts for the streamer. */
export const monthSlotsQueryOptions = (
  starId: string,
  query: string,
  { month, year }: MonthRef,
  timeZone: string,
) =>
  queryOptions({
    queryKey: [...streamerSlotsKey(starId), 'month', year, month, timeZone],
    queryFn: ({ signal }) => {
      const params = { id: starId, month, year };
      return call(routes.slots.monthSlots, { params, query: { ...actingFor(query), timeZone }, signal });
    },
    placeholderData: keepPreviousData,
  });

export const useMonthSlots = (starId: string, query: string, month: MonthRef, timeZone: string) =>
  useQuery(monthSlotsQueryOptions(starId, query, month, timeZone));
