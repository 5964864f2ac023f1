import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  dashboardPath,
  isLivePagePath,
  isObsPath,
  liveSessionPath,
  obsQueueManagementPath,
  obsSetupPath,
} from '../../../lib/live-paths';
import type { ManagedStreamer } from '../../../lib/moderated-streamers';
import { useModeratorStore } from '../../../stores/moderator-store';

const streamerQuery = (streamerId: string) => `?streamerId=${encodeURIComponent(streamerId)}`;

/**
 * Picking the streamer a moderator acts for (spec §4 "Moderator mode"): remembers them as the last managed
 * streamer and opens the same page for them (`?streamerId`). On a live session page that is their running
 * session's page, on the OBS setup page their setup page, and outside the streamer pages their dashboard.
 */
export function usePickStreamer() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const enterModeratorMode = useModeratorStore((state) => state.enterModeratorMode);
  const onLivePage = isLivePagePath(pathname);

  const pick = (streamer: ManagedStreamer) => {
    enterModeratorMode(streamer._id);
    if (onLivePage) {
      if (!streamer._live_session_id) return;
      navigate(
        isObsPath(pathname)
          ? obsQueueManagementPath(streamer._live_session_id)
          : liveSessionPath(streamer._live_session_id, streamerQuery(streamer._id)),
      );
      return;
    }
    if (pathname.startsWith('/influencer/obs/setup/')) {
      navigate(obsSetupPath(streamer._id));
      return;
    }
    if (!pathname.startsWith('/influencer/')) {
      navigate(dashboardPath(streamerQuery(streamer._id)));
      return;
    }
    const next = new URLSearchParams(searchParams);
    next.set('streamerId', streamer._id);
    navigate(`${pathname}?${next}`);
  };

  return { pick, onLivePage };
}
