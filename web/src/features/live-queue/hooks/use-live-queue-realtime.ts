import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent, useStarLiveChanges, useWatchLiveSession } from '../../../lib/realtime';
import { showLiveMessage } from '../utils/show-live-message';
import { liveQueueKeys, queuesJoinedKeys } from '../keys';
import { liveSessionsKeys } from '../../../lib/keys';

/**
 * Follows a session's queue room while mounted: every `liveQueueUpdated` for it refetches what the page shows
 * of its queue (board, public lists, the fan's place and lobby code) and the session itself (it may have ended);
 * so does live's `updateUserLiveSession` for it.
 */
export function useLiveQueueUpdates(liveSessionId: string | null | undefined) {
  const queryClient = useQueryClient();
  useWatchLiveSession(liveSessionId);
  const refetch = (update: { _live_session_id?: string } | undefined) => {
    if (!liveSessionId || update?._live_session_id !== liveSessionId) return;
    void queryClient.invalidateQueries({ queryKey: liveQueueKeys.queue(liveSessionId) });
    void queryClient.invalidateQueries({ queryKey: liveSessionsKeys.all });
  };
  useRealtimeEvent('liveQueueUpdated', refetch);
  // Live tells the session's watchers when it was edited or ended.
  useRealtimeEvent('updateUserLiveSession', refetch);
}

/**
 * The star of this page went live or ended: their public room's push (heard by anyone with the page open, signed
 * in or not, following them or not) reads the page's session again at once, rather than at the next poll.
 */
export function useStarGoesLive(starId: string | null | undefined) {
  const queryClient = useQueryClient();
  useStarLiveChanges(starId, () => void queryClient.invalidateQueries({ queryKey: liveSessionsKeys.all }));
}

/**
 * A fan's pushes: `updateUserLiveSession` (their place moved, or a lobby code came) refetches their places and
 * codes; `messageNotificationUserLiveSession` shows the streamer's message.
 */
export function useFanLiveEvents() {
  const queryClient = useQueryClient();
  useRealtimeEvent('updateUserLiveSession', () => {
    void queryClient.invalidateQueries({ queryKey: liveQueueKeys.all });
    void queryClient.invalidateQueries({ queryKey: queuesJoinedKeys.all });
  });
  useRealtimeEvent('messageNotificationUserLiveSession', (message) =>
    showLiveMessage({
      id: message._id,
      title: `@${message.influencerUsername}`,
      message: message.message,
      image: message.image,
    }),
  );
}

/** The streamer's (and their moderators') pushes about this session: `messageInfluencerLiveSession`. */
export function useStreamerLiveMessages(liveSessionId: string) {
  useRealtimeEvent('messageInfluencerLiveSession', (message) => {
    if (message._live_session_id && message._live_session_id !== liveSessionId) return;
    showLiveMessage({
      id: message._id,
      title: 'Live session',
      message: message.message,
      image: message.image,
    });
  });
}
