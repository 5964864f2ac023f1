import { useParams } from 'react-router-dom';
import { QueueOverlay } from '../../features/live-queue/components/queue-overlay';
import { usePageTitle } from '../../lib/use-page-title';

/** /influencer/obs/live/overlay/{id} (the streamer's user id): captured by OBS over the stream, so no header or footer. */
export default function StreamOverlayPage() {
  const { id = '' } = useParams();
  usePageTitle('Stream overlay');
  return <QueueOverlay key={id} streamerId={id} />;
}
