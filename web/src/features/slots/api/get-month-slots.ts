import { routes } from '@lobby/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, actingFor } from '../../../lib/api-client';
import { slotsKeys } from '../keys';

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
    queryKey: slotsKeys.month(starId, year, month, timeZone),
    queryFn: ({ signal }) => {
      const params = { id: starId, month, year };
      return call(routes.slots.monthSlots, { params, query: { ...actingFor(query), timeZone }, signal });
    },
    placeholderData: keepPreviousData,
  });

export const useMonthSlots = (starId: string, query: string, month: MonthRef, timeZone: string) =>
  useQuery(monthSlotsQueryOptions(starId, query, month, timeZone));
