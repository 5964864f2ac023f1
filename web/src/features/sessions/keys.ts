import { myBookingsKey } from '../../lib/bookings-keys';

/**
 * The user's sessions (paid bookings by slot time). Under the orders' key, so changing an order there refreshes
 * the sessions too.
 */
export const sessionsKeys = {
  list: (userId: string, when: string) => [...myBookingsKey, 'sessions', userId, when] as const,
  page: (userId: string, when: string, sort: string, page: number) =>
    [...myBookingsKey, 'sessions', userId, when, sort, page] as const,
};
