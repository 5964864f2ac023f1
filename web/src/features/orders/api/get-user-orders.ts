import { routes, PageSizes } from '@lobby/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { viewerTimeZone } from '../../../lib/viewer-time';
import { ordersKeys } from '../keys';

export interface OrdersMonth {
  year: number;
  /** 1 to 12. */
  month: number;
}

/** All the user's orders, newest first (10 a page), or those of one month of the viewer's zone (15 a page). */
export const userOrdersQueryOptions = (userId: string, page: number, month: OrdersMonth | null) =>
  queryOptions({
    queryKey: ordersKeys.list(userId, month?.year ?? null, month?.month ?? null, page),
    queryFn: ({ signal }) => {
      const params = { id: userId };
      if (!month) {
        return call(routes.orders.paginatedOrdersOfUser, {
          params,
          query: { page, limit: PageSizes.orders },
          signal,
        });
      }
      const query = {
        page,
        limit: PageSizes.monthlyOrdersFirstPage,
        year: month.year,
        month: month.month,
        timeZone: viewerTimeZone(),
      };
      return call(routes.orders.monthlyOrdersOfUser, { params, query, signal });
    },
    placeholderData: keepPreviousData,
  });

export const useUserOrders = (userId: string, page: number, month: OrdersMonth | null) =>
  useQuery(userOrdersQueryOptions(userId, page, month));
