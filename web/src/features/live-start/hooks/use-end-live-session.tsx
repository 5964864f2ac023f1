import { LiveText } from '@lobby/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { refreshLiveState } from '../../../hooks/use-acting-live-state';
import { ApiError } from '../../../lib/api-client';
import { dashboardPath, isObsPath, OBS_GO_LIVE_PATH } from '../../../lib/live-paths';
import { notify } from '../../../lib/notify';
import { EndRefusedError, useEndLiveSession } from '../api/end-live-session';
import { confirmDanger } from '../../../lib/confirm-danger';

/**
 * Ending a session (spec §4 "Ending a session"): asks first, then ends it over the socket (REST when the socket
 * is down). While fans are still playing next or in game the server refuses and the spec's information text is
 * shown; another refusal shows the server's error text. After ending, the OBS dock goes back to its go-live
 * page and everyone else to the dashboard.
 */
export function useConfirmEndLiveSession(query: string) {
  const end = useEndLiveSession(query);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const endNow = (liveSessionId: string) =>
    end.mutate(liveSessionId, {
      onSuccess: async ({ message }) => {
        notify.success(message || LiveText.liveSessionEnded);
        await refreshLiveState(queryClient).catch(() => undefined);
        void queryClient.invalidateQueries({ queryKey: ['live-session'] });
        navigate(isObsPath(pathname) ? OBS_GO_LIVE_PATH : dashboardPath(query));
      },
      onError: (error) => {
        const stillPlaying =
          error.message === LiveText.usersStillPlaying || (error instanceof ApiError && error.status === 409);
        if (stillPlaying) notify.info(LiveText.usersStillPlaying);
        else notify.error(error instanceof EndRefusedError ? error.message : LiveText.endFailed);
      },
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
