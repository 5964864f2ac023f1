import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { StreamerPasswordForm } from '../../../features/auth/components/streamer-password-form';
import { notify } from '../../../lib/notify';

/** /admin/password-setup/{email}: an invited staff member chooses their password, then signs in at /admin/login. */
export default function AdminPasswordSetupPage() {
  const { email = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <StreamerPasswordForm
      email={email}
      token={params.get('token')}
      onDone={(message) => {
        notify.success(message);
        navigate('/admin/login', { replace: true });
      }}
    />
  );
}
