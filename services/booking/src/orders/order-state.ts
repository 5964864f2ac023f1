import type { OrderStatus } from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';

/**
 * The one place that says how an order may move: held → paid → completed; a hold can instead expire or be
 * cancelled; a paid order can be refunded or cancelled. Everything else is refused.
 */
const ALLOWED: Record<OrderStatus, readonly OrderStatus[]> = {
  held: ['paid', 'expired', 'cancelled'],
  paid: ['completed', 'refunded', 'cancelled'],
  completed: [],
  expired: [],
  cancelled: [],
  refunded: [],
};

/** States whose players keep their seats on the slot (a completed session stays booked). */
export const SEAT_HOLDING_STATES: readonly OrderStatus[] = ['held', 'paid', 'completed'];

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ALLOWED[from]?.includes(to) ?? false;
}

export function assertTransition(from: OrderStatus, to: OrderStatus): void {
  if (!canTransition(from, to)) {
    throw DomainError.conflict(`An order can't go from ${from} to ${to}`);
  }
}

/** The states an order may be in to move to `to` (for conditional updates in SQL). */
export function sourcesOf(to: OrderStatus): OrderStatus[] {
  return (Object.keys(ALLOWED) as OrderStatus[]).filter((from) => ALLOWED[from].includes(to));
}

/** Whether moving to `to` gives the order's seats back to the slot. */
export function releasesSeats(from: OrderStatus, to: OrderStatus): boolean {
  return SEAT_HOLDING_STATES.includes(from) && !SEAT_HOLDING_STATES.includes(to);
}
