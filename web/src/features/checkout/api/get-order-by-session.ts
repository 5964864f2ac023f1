import { routes } from '@lobby/contracts';
import { useHoldConfirmation } from '../../../components/checkout/use-hold-confirmation';
import { call } from '../../../lib/api-client';
import { checkoutKeys } from '../keys';

/**
 * The order a checkout session pays, asked for every second until it is settled or 30 s have passed. The
 * order names its session only once paid, so "not found" just means "not yet" here.
 */
export const useOrderBySession = (sessionId: string) =>
  useHoldConfirmation({
    queryKey: checkoutKeys.orderBySession(sessionId),
    queryFn: ({ signal }) => call(routes.checkout.orderOfSession, { params: { sessionId }, signal }),
  });
