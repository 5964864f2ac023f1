import { useParams } from 'react-router-dom';
import { useLiveSessionByUsername } from '../../features/live-queue/api/get-live-session';
import { LivePage } from '../../features/live-queue/components/live-page';
import { useStar } from '../../features/stars/api/get-star';
import { usePageTitle } from '../../lib/use-page-title';
import { useTrackView } from '../../lib/track-view';

/** /stars/{username}/live: a star's public live page, shared as a link after going live. */
export default function LiveStarPage() {
  const { username = '' } = useParams();
  const session = useLiveSessionByUsername(username);
  // The star's id names their public room, which tells the page when they go live (while they aren't yet).
  const star = useStar(username);
  usePageTitle(session.data ? `${session.data.title} (live)` : `${username} live`);
  useTrackView('live', session.data?._id, session.data?._influencer_id);
  return <LivePage key={username} username={username} starId={star.data?._id} />;
}
