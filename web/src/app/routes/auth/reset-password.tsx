import { useNavigate, useParams } from 'react-router-dom';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';
import { notify } from '../../../lib/notify';

export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  return (
    <ResetPasswordForm
      token={token}
      onDone={(message) => {
        notify.success(message);
        navigate('/login', { replace: true });
      }}
    />
  );
}
