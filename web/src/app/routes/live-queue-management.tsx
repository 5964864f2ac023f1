import { useParams } from 'react-router-dom';
import { LiveSessionManager } from '../../features/live-queue/components/live-session-manager';
import { usePageTitle } from '../../lib/use-page-title';

/** /influencer/obs/live/queue-management/{liveSessionId}: the same queue management, compact for an OBS dock. */
export default function LiveQueueManagementPage() {
  const { liveSessionId = '' } = useParams();
  usePageTitle('Queue management');
  return <LiveSessionManager key={liveSessionId} liveSessionId={liveSessionId} compact />;
}
