import { routes } from '@lobby/contracts';
import { useHoldConfirmation } from '../../../components/checkout/use-hold-confirmation';
import { call } from '../../../lib/api-client';
import { liveQueueKeys } from '../keys';

/**
 * The VIP place a checkout session paid for (spec POST live-payment-success, which also confirms a card
 * return before its webhook). It is safe to repeat, so it is asked every second until the place is no longer
 * held (booking marks it paid from the payment event) or 30 s have passed.
 */
export const useVipPaymentConfirmation = (sessionId: string) =>
  useHoldConfirmation({
    queryKey: liveQueueKeys.vipPayment(sessionId),
    queryFn: () => call(routes.liveCheckout.livePaymentSuccess, { body: { sessionId } }),
  });
