import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useConsentStore } from './consent-store';
import { track } from './tracker';

/**
 * Sends a page_view for every page the visitor opens (a new path, not a changed query), and one for the page
 * they are on when they accept the cookie banner.
 */
export function useMarketingPageViews(): void {
  const { pathname } = useLocation();
  const accepted = useConsentStore((state) => state.choice === 'accepted');
  useEffect(() => {
    if (accepted) track('page_view');
  }, [pathname, accepted]);
}
