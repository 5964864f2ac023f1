import { SuccessText } from '@lobby/contracts';
import { useNavigate, useParams } from 'react-router-dom';
import { VerifyOtpForm } from '../../../features/auth/components/verify-otp-form';
import { pathAfterSignIn } from '../../../features/auth/utils/home-path';
import { takeReturnPath } from '../../../features/auth/utils/return-path';
import { notify } from '../../../lib/notify';

export default function VerifyOtpPage() {
  const { token = '', email = '' } = useParams();
  const navigate = useNavigate();
  return (
    <VerifyOtpForm
      token={token}
      email={email}
      onVerified={({ user }) => {
        // The code signed the new user in: on to the page the sign-up started from, else home.
        notify.success(SuccessText.verified);
        navigate(pathAfterSignIn(user.role, takeReturnPath()), { replace: true });
      }}
      onResent={(newToken) =>
        navigate(`/signup/verifyotp/${encodeURIComponent(newToken)}/${encodeURIComponent(email)}`, {
          replace: true,
        })
      }
    />
  );
}
