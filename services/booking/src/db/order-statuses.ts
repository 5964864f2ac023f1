import type { OrderStatus } from '@lobby/contracts';

/** Order states whose players keep their seats on the slot (a completed session stays booked). */
export const SEAT_HOLDING_STATES: readonly OrderStatus[] = ['held', 'paid', 'completed'];
