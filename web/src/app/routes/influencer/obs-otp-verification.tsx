import { useNavigate } from 'react-router-dom';
import { ObsCodeSignIn } from '../../../features/obs/components/obs-code-sign-in';
import { OBS_GO_LIVE_PATH } from '../../../lib/live-paths';
import { usePageTitle } from '../../../lib/use-page-title';

/** /influencer/obs/live/otp-verification: the OBS dock signs in with a one-time code, then goes to go-live. */
export default function ObsOtpVerificationPage() {
  const navigate = useNavigate();
  usePageTitle('Connect OBS');
  return <ObsCodeSignIn onSignedIn={() => navigate(OBS_GO_LIVE_PATH, { replace: true })} />;
}
