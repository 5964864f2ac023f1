import { AuthLimits, type AuthSession } from '@lobby/contracts';
import { Button, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { CardPage } from '../../../components/card-page';
import { incompleteOtpError, OtpCodeInput } from '../../../components/otp-code-input';
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
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const incomplete = incompleteOtpError(otp);
    if (incomplete) {
      setError(incomplete);
      return;
    }
    verify.mutate({ token, otp }, { onSuccess: onVerified });
  };

  const resendCode = () =>
    resend.mutate(email, {
      onSuccess: (result) => {
        notify.success(result.message);
        setOtp('');
        if (result.token) onResent(result.token);
      },
    });

  return (
    <CardPage
      title="Check your email"
      subtitle={
        <>
          We sent a {AuthLimits.otpDigits}-digit code to{' '}
          <Text span fw={600} c="gray.2">
            {email}
          </Text>
          . It is valid for {AuthLimits.otpTtlMinutes} minutes.
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
          <Button variant="subtle" onClick={resendCode} loading={resend.isPending}>
            Resend code
          </Button>
        </Stack>
      </form>
    </CardPage>
  );
}
