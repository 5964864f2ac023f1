import { useParams } from 'react-router-dom';
import { useLiveSessionByUsername } from '../../features/live-queue/api/get-live-session';
import { LivePage } from '../../features/live-queue/components/live-page';
import { usePageTitle } from '../../lib/use-page-title';
import { useTrackView } from '../../lib/track-view';

/** /stars/{username}/live: a star's public live page, shared as a link after going live. */
export default function LiveStarPage() {
  const { username = '' } = useParams();
  const session = useLiveSessionByUsername(username);
  usePageTitle(session.data ? `${session.data.title} (live)` : `${username} live`);
  useTrackView('live', session.data?._id, session.data?._influencer_id);
  return <LivePage key={username} username={username} />;
}
