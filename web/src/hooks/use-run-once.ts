import { useEffect, useRef } from 'react';

/**
 * Runs `run` once in the page's life, as soon as `ready` is true: for a request that a link's arrival makes
 * (verify, unsubscribe, confirm a payment), which must not go twice when React runs effects twice.
 */
export function useRunOnce(run: () => void, ready = true) {
  const done = useRef(false);
  const latest = useRef(run);
  latest.current = run;

  useEffect(() => {
    if (done.current || !ready) return;
    done.current = true;
    latest.current();
  }, [ready]);
}
