import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { StreamerPasswordForm } from '../../../features/auth/components/streamer-password-form';
import { notify } from '../../../lib/notify';

export default function StreamerPasswordSetupPage() {
  const { email = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <StreamerPasswordForm
      email={email}
      token={params.get('token')}
      onDone={(message) => {
        notify.success(message);
        navigate('/login', { replace: true });
      }}
    />
  );
}
