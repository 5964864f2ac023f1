import { AuthLimits } from '@lobby/contracts';
import { Button, Center, PinInput, Stack, Text, useMatches, type MantineSize } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { notify } from '../../../lib/notify';
import { useResendVerification, useVerifyOtp } from '../api/verification';
import { AuthCard } from './auth-card';

interface VerifyOtpFormProps {
  token: string;
  email: string;
  onVerified: () => void;
  /** The server issued a new pending verification; the page should use its token from now on. */
  onResent: (token: string) => void;
}

export function VerifyOtpForm({ token, email, onVerified, onResent }: VerifyOtpFormProps) {
  const verify = useVerifyOtp();
  const resend = useResendVerification();
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const pinSize = useMatches<MantineSize>({ base: 'md', xs: 'lg' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (otp.length !== AuthLimits.otpDigits) {
      setError(`Enter the ${AuthLimits.otpDigits}-digit code`);
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
    <AuthCard
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
          <Stack gap={6}>
            <Center>
              <PinInput
                length={AuthLimits.otpDigits}
                type="number"
                size={pinSize}
                gap={pinSize === 'lg' ? 'sm' : 6}
                autoFocus
                oneTimeCode
                ariaLabel="Verification code digit"
                value={otp}
                onChange={(value) => {
                  setOtp(value);
                  setError(null);
                }}
                error={Boolean(error)}
              />
            </Center>
            {error && (
              <Text c="red.5" size="sm" ta="center">
                {error}
              </Text>
            )}
          </Stack>
          <Button type="submit" size="md" loading={verify.isPending} fullWidth>
            Verify
          </Button>
          <Button variant="subtle" onClick={resendCode} loading={resend.isPending}>
            Resend code
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
