import { SuccessText } from '@lobby/contracts';
import { useNavigate, useParams } from 'react-router-dom';
import { VerifyOtpForm } from '../../../features/auth/components/verify-otp-form';
import { notify } from '../../../lib/notify';

export default function VerifyOtpPage() {
  const { token = '', email = '' } = useParams();
  const navigate = useNavigate();
  return (
    <VerifyOtpForm
      token={token}
      email={email}
      onVerified={() => {
        notify.success(SuccessText.verified);
        navigate('/login', { replace: true });
      }}
      onResent={(newToken) =>
        navigate(`/signup/verifyotp/${encodeURIComponent(newToken)}/${encodeURIComponent(email)}`, {
          replace: true,
        })
      }
    />
  );
}
