import { routes, type ClickType } from '@lobby/contracts';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { call } from './api-client';

export interface TrackedClick {
  itemId: string;
  influencerId: string | null;
  type: ClickType;
  /** The text typed into the search box, for a click on a search suggestion. */
  searchTerm?: string;
}

/**
 * Records a click for popularity and analytics (spec §7 `track/click`). Fire and forget: a failure never
 * bothers the person clicking.
 */
export function trackClick(click: TrackedClick): void {
  call(routes.browse.trackClick, { body: click }).catch(() => undefined);
}

/** The funnel's click: the fan means to buy, on Book (a gig) or Join VIP (a live session of `influencerId`). */
export function trackIntent(type: 'book' | 'vip', itemId: string, influencerId: string): void {
  trackClick({ itemId, influencerId, type });
}

/**
 * Runs an effect's report in a task of its own, not among the effects of the commit that shows a page (each
 * request started there lengthens the task that blocks the page); returns what cancels it.
 */
export function reportSoon(report: () => void): () => void {
  const timer = setTimeout(report);
  return () => clearTimeout(timer);
}

/** Router state of a page opened from a search suggestion: what was typed. */
export interface FromSearchState {
  searchTerm: string;
}

function searchTermOf(state: unknown): string | null {
  const term = (state as Partial<FromSearchState> | null)?.searchTerm;
  return typeof term === 'string' && term.trim() ? term.trim() : null;
}

/**
 * Records that a gig or star page was opened, and, when it was opened from a header search suggestion,
 * the search that led here (suggestions carry a link but no id, so the page that knows the id records it).
 * The search term is then dropped from the history entry so a reload doesn't count it twice.
 */
export function useTrackPageView(view: { itemId: string; influencerId: string; type: 'gig' | 'star' }) {
  const location = useLocation();
  const navigate = useNavigate();
  const searchTerm = searchTermOf(location.state);
  const { itemId, influencerId, type } = view;

  useEffect(() => reportSoon(() => trackClick({ itemId, influencerId, type })), [itemId, influencerId, type]);

  useEffect(() => {
    if (!searchTerm) return;
    trackClick({ itemId, influencerId, type: 'search', searchTerm });
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [searchTerm, itemId, influencerId, navigate, location.pathname, location.search]);
}
