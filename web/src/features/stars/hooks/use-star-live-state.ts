import type { StarDto } from '@lobby/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useStarLiveChanges } from '../../../lib/realtime';
import { starQueryOptions } from '../api/get-star';

/**
 * Keeps the star page's live badge and 'Watch live' link current: the star's public room says when they go live
 * or end (to anyone on the page, following them or not), and that is written into the page's star at once. The
 * push comes from the live service itself, so it is not read back from the catalog, which hears of it a moment later.
 */
export function useStarLiveState(idOrUsername: string, star: StarDto | undefined) {
  const queryClient = useQueryClient();
  useStarLiveChanges(star?._id, (change) =>
    queryClient.setQueryData(starQueryOptions(idOrUsername).queryKey, (current) =>
      current
        ? {
            ...current,
            isLive: change.status === 'live',
            _live_session_id: change.status === 'live' ? change._live_session_id : null,
          }
        : current,
    ),
  );
}
