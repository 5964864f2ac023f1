/**
 * Every list of the signed-in user's bookings (orders here, sessions in features/sessions) starts with this
 * key, so changing an order refreshes them all. Features don't import each other, so the sessions feature
 * spells the same key.
 */
export const myBookingsKey = ['my-bookings'] as const;
