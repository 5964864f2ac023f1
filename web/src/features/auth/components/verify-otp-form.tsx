import { AuthLimits, type AuthSession } from '@lobby/contracts';
import { OtpCodeForm } from '../../../components/otp-code-form';
import { notify } from '../../../lib/notify';
import { useResendVerification, useVerifyOtp } from '../api/verification';

interface VerifyOtpFormProps {
  token: string;
  email: string;
  /** The code was right: the user is signed in with this session. */
  onVerified: (session: AuthSession) => void;
  /** The server issued a new pending verification; the page should use its token from now on. */
  onResent: (token: string) => void;
}

export function VerifyOtpForm({ token, email, onVerified, onResent }: VerifyOtpFormProps) {
  const verify = useVerifyOtp();
  const resend = useResendVerification();

  return (
    <OtpCodeForm
      title="Check your email"
      email={email}
      note={`It is valid for ${AuthLimits.otpTtlMinutes} minutes.`}
      verifying={verify.isPending}
      onVerify={(otp) => verify.mutate({ token, otp }, { onSuccess: onVerified })}
      resending={resend.isPending}
      onResend={(clearCode) =>
        resend.mutate(email, {
          onSuccess: (result) => {
            notify.success(result.message);
            clearCode();
            if (result.token) onResent(result.token);
          },
        })
      }
    />
  );
}
