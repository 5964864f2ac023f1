import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

const POLL_INTERVAL_MS = 1000;
/** How long a confirmation page keeps asking before it offers a refresh button. */
export const POLL_LIMIT_MS = 30_000;

/** What a checkout pays for: a gig order or a VIP place, both held until the payment lands. */
export interface PaidHold {
  status: string;
}

/** Anything but `held`: the payment landed, or the hold ended without one. */
export const isHoldSettled = (hold: PaidHold | undefined) => !!hold && hold.status !== 'held';

interface HoldConfirmationOptions<T extends PaidHold> {
  queryKey: QueryKey;
  /** Reads the hold a checkout session pays for; it is asked again until the hold is settled. */
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
}

/**
 * The hold a checkout session pays for, asked for every second until it is settled or 30 s have passed; then
 * `timedOut` is set and `refresh` asks for another 30 s.
 */
export function useHoldConfirmation<T extends PaidHold>({ queryKey, queryFn }: HoldConfirmationOptions<T>) {
  const [round, setRound] = useState(0);
  const [timedOut, setTimedOut] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), POLL_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [round]);

  const hold = useQuery({
    queryKey,
    queryFn,
    retry: false,
    staleTime: 0,
    refetchInterval: (query) => (timedOut || isHoldSettled(query.state.data) ? false : POLL_INTERVAL_MS),
  });

  const refresh = () => {
    setTimedOut(false);
    setRound((count) => count + 1);
    void hold.refetch();
  };

  return { hold, timedOut: timedOut && !isHoldSettled(hold.data), refresh };
}

export type HoldConfirmation<T extends PaidHold> = ReturnType<typeof useHoldConfirmation<T>>;
