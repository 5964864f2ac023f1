import { routes, type ViewedPageKind } from '@lobby/contracts';
import { useEffect } from 'react';
import { call } from './api-client';
import { reportSoon } from './track-click';

/**
 * Records one view of a star, gig or live page for the streamer's funnel, once per page load (the server
 * counts a visitor once per item and day, and leaves out the streamer's own visits). Fire and forget.
 * Nothing is sent until the page knows what it shows; a page left at once sends nothing.
 */
export function useTrackView(type: ViewedPageKind, itemId: string | undefined, influencerId?: string) {
  useEffect(() => {
    if (!itemId) return;
    return reportSoon(() => {
      call(routes.browse.trackView, { body: { itemId, influencerId: influencerId ?? null, type } }).catch(
        () => undefined,
      );
    });
  }, [type, itemId, influencerId]);
}
