import { routes, type OrderDto } from '@lobby/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { call } from '../../../lib/api-client';

const POLL_INTERVAL_MS = 1000;
/** How long the confirmation page keeps asking before it offers a refresh button. */
const POLL_LIMIT_MS = 30_000;

/** Anything but `held`: the payment landed (paid, completed) or the booking ended without one. */
export const isOrderSettled = (order: OrderDto | undefined) => !!order && order.status !== 'held';

/**
 * The order a checkout session pays, asked for every second until it is settled or 30 s have passed. The
 * order names its session only once paid, so "not found" just means "not yet" here.
 */
export function useOrderBySession(sessionId: string) {
  const [round, setRound] = useState(0);
  const [timedOut, setTimedOut] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), POLL_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [round]);

  const order = useQuery({
    queryKey: ['order-by-checkout-session', sessionId],
    queryFn: ({ signal }) => call(routes.checkout.orderOfSession, { params: { sessionId }, signal }),
    retry: false,
    refetchInterval: (query) => (timedOut || isOrderSettled(query.state.data) ? false : POLL_INTERVAL_MS),
  });

  /** Asks again for another 30 s. */
  const refresh = () => {
    setTimedOut(false);
    setRound((count) => count + 1);
    void order.refetch();
  };

  return { order, timedOut: timedOut && !isOrderSettled(order.data), refresh };
}
