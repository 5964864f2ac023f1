import { routes, type QueueEntryDto } from '@lobby/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { call } from '../../../lib/api-client';

const POLL_INTERVAL_MS = 1000;
/** How long the confirmation keeps asking before it offers a refresh button. */
const POLL_LIMIT_MS = 30_000;

/** Anything but `held`: the payment landed (a place in the queue) or the place ended without one. */
export const isVipPlaceSettled = (entry: QueueEntryDto | undefined) => !!entry && entry.status !== 'held';

/**
 * The VIP place a checkout session paid for (spec POST live-payment-success, which also confirms a card
 * return before its webhook). It is safe to repeat, so it is asked every second until the place is no longer
 * held (booking marks it paid from the payment event) or 30 s have passed.
 */
export function useVipPaymentConfirmation(sessionId: string) {
  const [round, setRound] = useState(0);
  const [timedOut, setTimedOut] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), POLL_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [round]);

  const entry = useQuery({
    queryKey: ['vip-payment-success', sessionId],
    queryFn: () => call(routes.liveCheckout.livePaymentSuccess, { body: { sessionId } }),
    retry: false,
    staleTime: 0,
    refetchInterval: (query) => (timedOut || isVipPlaceSettled(query.state.data) ? false : POLL_INTERVAL_MS),
  });

  /** Asks again for another 30 s. */
  const refresh = () => {
    setTimedOut(false);
    setRound((count) => count + 1);
    void entry.refetch();
  };

  return { entry, timedOut: timedOut && !isVipPlaceSettled(entry.data), refresh };
}
