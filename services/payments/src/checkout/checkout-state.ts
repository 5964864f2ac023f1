import { PaymentsText, type CheckoutStatus } from '@lobby/contracts';
import { StateMachine } from '@lobby/service-kit';

/**
 * The one place a checkout session's moves are allowed: an open (`created`) session closes once; a paid one can
 * only be refunded (booking could not take the payment).
 */
export const checkoutStates = new StateMachine<CheckoutStatus>(
  {
    created: ['paid', 'failed', 'expired'],
    paid: ['refunded'],
    refunded: [],
    failed: [],
    expired: [],
  },
  () => PaymentsText.checkoutClosed,
);
