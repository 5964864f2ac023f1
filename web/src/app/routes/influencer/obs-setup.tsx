import { useParams } from 'react-router-dom';
import { ObsSetup } from '../../../features/obs/components/obs-setup';
import { usePageTitle } from '../../../lib/use-page-title';

/** /influencer/obs/setup/{influencerId}: how to add Lobby to OBS (open to anyone; codes for the streamer only). */
export default function ObsSetupPage() {
  const { influencerId = '' } = useParams();
  usePageTitle('Stream with OBS');
  return <ObsSetup influencerId={influencerId} />;
}
