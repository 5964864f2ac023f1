import { useParams } from 'react-router-dom';
import { LiveSessionManager } from '../../features/live-queue/components/live-session-manager';
import { usePageTitle } from '../../lib/use-page-title';

/** /influencer/live/session/{id} (?streamerId for moderators): the streamer's live session and its queue. */
export default function LiveSessionPage() {
  const { id = '' } = useParams();
  usePageTitle('Live session');
  return <LiveSessionManager key={id} liveSessionId={id} />;
}
