import { myBookingsKey } from '../../lib/bookings-keys';

/**
 * The user's bookings. Every list of them starts with `all` ('my-bookings'), the sessions' and the landing
 * page's too, so changing an order refreshes them all.
 */
export const ordersKeys = {
  all: myBookingsKey,
  list: (userId: string, year: number | null, month: number | null, page: number) =>
    [...myBookingsKey, 'orders', userId, year, month, page] as const,
  cancellationQuote: (orderId: string, refundTo: string) =>
    ['cancellation-quote', orderId, refundTo] as const,
  topUpReturn: (sessionId: string | null, cancelled: boolean) =>
    ['top-up-return', sessionId, cancelled] as const,
};
