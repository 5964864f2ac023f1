import { LiveText } from '@lobby/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { refreshLiveState } from '../../../hooks/use-acting-live-state';
import { ApiError } from '../../../lib/api-client';
import { dashboardPath, isObsPath, OBS_GO_LIVE_PATH } from '../../../lib/live-paths';
import { notify } from '../../../lib/notify';
import { useRealtimeEvent, useWatchLiveSession } from '../../../lib/realtime';
import { EndRefusedError, useEndLiveSession } from '../api/end-live-session';
import { confirmDanger } from '../../../lib/confirm-danger';
import { liveSessionsKeys } from '../../../lib/keys';

/**
 * Ending a session (spec §4 "Ending a session"): asks first, then ends it over the socket (REST when the socket
 * is down). While fans are still playing next or in game the server refuses and the spec's information text is
 * shown, and the end is asked for again (quietly) at each change of the session's queues, so the promised
 * redirect comes once the last of them is done; another refusal shows the server's error text. After ending,
 * the OBS dock goes back to its go-live page and everyone else to the dashboard.
 */
export function useConfirmEndLiveSession(query: string) {
  const end = useEndLiveSession(query);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [endWhenFree, setEndWhenFree] = useState<string | null>(null);

  const endNow = (liveSessionId: string, { retry = false } = {}) =>
    end.mutate(liveSessionId, {
      onSuccess: async ({ message }) => {
        setEndWhenFree(null);
        notify.success(message || LiveText.liveSessionEnded);
        await refreshLiveState(queryClient).catch(() => undefined);
        void queryClient.invalidateQueries({ queryKey: liveSessionsKeys.all });
        navigate(isObsPath(pathname) ? OBS_GO_LIVE_PATH : dashboardPath(query));
      },
      onError: (error) => {
        const stillPlaying =
          error.message === LiveText.usersStillPlaying || (error instanceof ApiError && error.status === 409);
        setEndWhenFree(stillPlaying ? liveSessionId : null);
        if (stillPlaying) {
          if (!retry) notify.info(LiveText.usersStillPlaying);
        } else notify.error(error instanceof EndRefusedError ? error.message : LiveText.endFailed);
      },
    });

  useWatchLiveSession(endWhenFree);
  useRealtimeEvent('liveQueueUpdated', (update) => {
    if (endWhenFree && update?._live_session_id === endWhenFree && !end.isPending)
      endNow(endWhenFree, { retry: true });
  });

  const confirm = (liveSessionId: string) =>
    confirmDanger({
      title: 'End this live session?',
      message:
        'Fans can no longer join your queues. Fans who are playing next or in game must be finished first.',
      confirm: 'End Session',
      cancel: 'Keep playing',
      onConfirm: () => endNow(liveSessionId),
    });

  return { confirm, ending: end.isPending };
}
