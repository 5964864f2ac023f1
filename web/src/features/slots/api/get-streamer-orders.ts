import { routes, PageSizes } from '@lobby/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, actingFor } from '../../../lib/api-client';
import { viewerTimeZone } from '../../../lib/viewer-time';
import { type MonthRef } from './get-month-slots';
import { slotsKeys } from '../keys';

/**
 * One page (10) of the streamer's paid orders whose slot starts in a month of the viewer's zone. Kept under
 * the slots key: adding slots or removing a fan refreshes it with the calendar.
 */
export const streamerOrdersQueryOptions = (
  starId: string,
  query: string,
  { month, year }: MonthRef,
  page: number,
) =>
  queryOptions({
    queryKey: slotsKeys.orders(starId, year, month, page),
    queryFn: ({ signal }) => {
      const filter = { page, limit: PageSizes.orders, year, month, timeZone: viewerTimeZone() };
      return call(routes.orders.streamerMonthlyOrders, {
        params: { streamerId: starId },
        query: { ...actingFor(query), ...filter },
        signal,
      });
    },
    placeholderData: keepPreviousData,
  });

export const useStreamerOrders = (starId: string, query: string, month: MonthRef, page: number) =>
  useQuery(streamerOrdersQueryOptions(starId, query, month, page));
