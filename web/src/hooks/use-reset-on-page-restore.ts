import { useEffect } from 'react';

/**
 * Calls `reset` when the browser restores this page from its back-forward cache (back from a payment page),
 * so a button left spinning when the buyer went to pay works again.
 */
export function useResetOnPageRestore(reset: () => void) {
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset]);
}
