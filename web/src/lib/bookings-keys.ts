/**
 * The user's bookings: the orders', the sessions' and the landing page's lists all start with it, so changing an
 * order refreshes them all. On its own (not in ./keys), as the landing page needs it and no other key.
 */
export const myBookingsKey = ['my-bookings'] as const;
