import type { PendingEmailChange } from '@lobby/contracts';
import { OtpCodeForm } from '../../../components/otp-code-form';
import { notify } from '../../../lib/notify';
import { useResendEmailChange } from '../api/resend-email-change';
import { useVerifyEmailChange } from '../api/verify-email-change';

interface ChangeEmailOtpFormProps {
  token: string;
  email: string;
  /** The signed-in user, who may ask for a new code; null when the page is opened signed out. */
  userId: string | null;
  onVerified: (message: string) => void;
  /** A new code was sent under a new token; the page should use it from now on. */
  onResent: (pending: PendingEmailChange) => void;
}

/** The code sent to the new address confirms an email change. */
export function ChangeEmailOtpForm({ token, email, userId, onVerified, onResent }: ChangeEmailOtpFormProps) {
  const verify = useVerifyEmailChange();
  const resend = useResendEmailChange();

  return (
    <OtpCodeForm
      title="Confirm your new email"
      email={email}
      note="Your current email keeps working until you enter it."
      verifying={verify.isPending}
      onVerify={(otp) =>
        verify.mutate({ token, email, otp }, { onSuccess: ({ message }) => onVerified(message) })
      }
      resending={resend.isPending}
      onResend={
        userId
          ? (clearCode) =>
              resend.mutate(userId, {
                onSuccess: (pending) => {
                  notify.success(pending.message);
                  clearCode();
                  onResent(pending);
                },
              })
          : undefined
      }
      cannotResend="Sign in to get a new code."
    />
  );
}
