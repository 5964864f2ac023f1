import { PageSizes, type OrderDto, type Page } from '@lobby/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { viewerTimeZone } from '../../../lib/viewer-time';
import { myBookingsKey } from './my-bookings-key';

export interface OrdersMonth {
  year: number;
  /** 1 to 12. */
  month: number;
}

/** All the user's orders, newest first (10 a page), or those of one month of the viewer's zone (15 a page). */
export const userOrdersQueryOptions = (userId: string, page: number, month: OrdersMonth | null) =>
  queryOptions({
    queryKey: [...myBookingsKey, 'orders', userId, month?.year ?? null, month?.month ?? null, page],
    queryFn: ({ signal }) => {
      const id = encodeURIComponent(userId);
      const params = new URLSearchParams({ page: String(page) });
      if (!month) {
        params.set('limit', String(PageSizes.orders));
        return api.get<Page<OrderDto>>(`/api/get/orders/paginated/user/${id}?${params.toString()}`, {
          signal,
        });
      }
      params.set('limit', String(PageSizes.monthlyOrdersFirstPage));
      params.set('year', String(month.year));
      params.set('month', String(month.month));
      params.set('timeZone', viewerTimeZone());
      return api.get<Page<OrderDto>>(`/api/get/orders/monthly/user/${id}?${params.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

export const useUserOrders = (userId: string, page: number, month: OrdersMonth | null) =>
  useQuery(userOrdersQueryOptions(userId, page, month));
