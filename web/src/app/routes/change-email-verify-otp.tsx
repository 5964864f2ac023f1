import { useNavigate, useParams } from 'react-router-dom';
import { ChangeEmailOtpForm } from '../../features/profile/components/change-email-otp-form';
import { notify } from '../../lib/notify';
import { useCurrentUserFromStore } from '../../stores/auth-store';

/** /change-email/verifyotp/{token}/{email}: the code sent to the new address. */
export default function ChangeEmailVerifyOtpPage() {
  const { token = '', email = '' } = useParams();
  const user = useCurrentUserFromStore();
  const navigate = useNavigate();
  return (
    <ChangeEmailOtpForm
      token={token}
      email={email}
      userId={user?._id ?? null}
      onVerified={(message) => {
        notify.success(message);
        navigate('/profile', { replace: true });
      }}
      onResent={(pending) =>
        navigate(
          `/change-email/verifyotp/${encodeURIComponent(pending.token)}/${encodeURIComponent(pending.email)}`,
          { replace: true },
        )
      }
    />
  );
}
