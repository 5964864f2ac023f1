import type { OrderStatus } from '@lobby/contracts';
import { StateMachine } from '@lobby/service-kit';
import { SEAT_HOLDING_STATES } from '../db/order-statuses';

/**
 * The one place that says how a hold (an order of either kind) may move: held → paid → completed; a hold can
 * instead expire or be cancelled; a paid one can be refunded or cancelled, and a completed one refunded (staff
 * found it was not played). Everything else is refused.
 */
export const holdStates = new StateMachine<OrderStatus>(
  {
    held: ['paid', 'expired', 'cancelled'],
    paid: ['completed', 'refunded', 'cancelled'],
    completed: ['refunded'],
    expired: [],
    cancelled: [],
    refunded: [],
  },
  (from, to) => `An order can't go from ${from} to ${to}`,
);

export { SEAT_HOLDING_STATES };

/** Whether moving to `to` gives a slot order's seats back to the slot. */
export function releasesSeats(from: OrderStatus, to: OrderStatus): boolean {
  return SEAT_HOLDING_STATES.includes(from) && !SEAT_HOLDING_STATES.includes(to);
}
