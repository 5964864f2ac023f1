import { routes, type CheckoutSessionDto, type OrderDto, type QueueEntryDto } from '@lobby/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { checkoutKeys } from '../keys';

/**
 * What the fan tried to buy, read before any cancel gives it up: what 'Try again' pays or books once more. An
 * order is `held` while it still awaits payment with its seats kept for the fan (a declined card keeps them).
 */
export type AbandonedHold =
  | { kind: 'order'; order: OrderDto; held: boolean }
  | { kind: 'vip'; place: QueueEntryDto }
  | { kind: 'gone' };

export interface CancelledCheckout {
  session: CheckoutSessionDto;
  hold: AbandonedHold;
}

/**
 * Back from the provider's page without paying: reads the session and what it was holding, then cancels a
 * session still open (the server closes the checkout and frees the seats or VIP place at once; a payment that
 * landed first answers paid). A session that failed (a declined card) is left as it is: its order keeps its
 * seats until its hold ends. Cancelling is idempotent, so a reload answers the same.
 */
async function cancelCheckout(sessionId: string): Promise<CancelledCheckout> {
  const session = await call(routes.checkout.sandboxSession, { params: { sessionId } });
  const open = session.status === 'created';
  const hold = await abandonedHold(session, { cancelling: open });
  const cancelled = open ? await call(routes.checkout.cancel, { body: { sessionId } }) : session;
  return { session: cancelled, hold };
}

/** A released order that was never paid is gone: then there is nothing to book again from here. */
async function abandonedHold(
  session: CheckoutSessionDto,
  { cancelling }: { cancelling: boolean },
): Promise<AbandonedHold> {
  try {
    if (session.kind === 'vip') {
      const place = await call(routes.liveCheckout.livePaymentSuccess, {
        body: { sessionId: session.sessionId },
      });
      return { kind: 'vip', place };
    }
    const order = await call(routes.checkout.orderOfSession, { params: { sessionId: session.sessionId } });
    return { kind: 'order', order, held: order.status === 'held' && !cancelling };
  } catch {
    return { kind: 'gone' };
  }
}

export const useCancelCheckout = (sessionId: string | null) =>
  useQuery({
    queryKey: checkoutKeys.cancelled(sessionId),
    // Not aborted with the page: a cancel sent must not be sent again from a half-read state.
    queryFn: () => cancelCheckout(sessionId ?? ''),
    enabled: !!sessionId,
    retry: false,
    staleTime: Infinity,
  });
