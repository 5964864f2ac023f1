import { AuthLimits, type PendingEmailChange } from '@lobby/contracts';
import { Button, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { CardPage } from '../../../components/card-page';
import { incompleteOtpError, OtpCodeInput } from '../../../components/otp-code-input';
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
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const incomplete = incompleteOtpError(otp);
    if (incomplete) {
      setError(incomplete);
      return;
    }
    verify.mutate({ token, email, otp }, { onSuccess: ({ message }) => onVerified(message) });
  };

  const resendCode = () => {
    if (!userId) return;
    resend.mutate(userId, {
      onSuccess: (pending) => {
        notify.success(pending.message);
        setOtp('');
        onResent(pending);
      },
    });
  };

  return (
    <CardPage
      title="Confirm your new email"
      subtitle={
        <>
          We sent a {AuthLimits.otpDigits}-digit code to{' '}
          <Text span fw={600} c="gray.2" style={{ overflowWrap: 'anywhere' }}>
            {email}
          </Text>
          . Your current email keeps working until you enter it.
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <OtpCodeInput
            value={otp}
            onChange={(value) => {
              setOtp(value);
              setError(null);
            }}
            error={error}
          />
          <Button type="submit" size="md" loading={verify.isPending} fullWidth>
            Verify
          </Button>
          {userId ? (
            <Button variant="subtle" onClick={resendCode} loading={resend.isPending}>
              Resend code
            </Button>
          ) : (
            <Text size="sm" c="dimmed" ta="center">
              Sign in to get a new code.
            </Text>
          )}
        </Stack>
      </form>
    </CardPage>
  );
}
