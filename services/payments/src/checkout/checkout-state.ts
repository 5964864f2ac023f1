import type { CheckoutStatus } from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';

/**
 * The one place a checkout session's moves are allowed: an open (`created`) session closes once; a paid one can
 * only be refunded (booking could not take the payment).
 */
const TRANSITIONS: Record<CheckoutStatus, readonly CheckoutStatus[]> = {
  created: ['paid', 'failed', 'expired'],
  paid: ['refunded'],
  refunded: [],
  failed: [],
  expired: [],
};

export function canMove(from: CheckoutStatus, to: CheckoutStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** The states a session may move to `to` from, for conditional updates. */
export function checkoutSourcesOf(to: CheckoutStatus): CheckoutStatus[] {
  return (Object.keys(TRANSITIONS) as CheckoutStatus[]).filter((from) => canMove(from, to));
}

export function assertCheckoutTransition(from: CheckoutStatus, to: CheckoutStatus, message: string): void {
  if (!canMove(from, to)) throw DomainError.conflict(message);
}
