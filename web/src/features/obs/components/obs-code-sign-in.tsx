import { AuthLimits, ErrorText } from '@lobby/contracts';
import { Button, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { AuthCard } from '../../../components/auth-card';
import { incompleteOtpError, OtpCodeInput } from '../../../components/otp-code-input';
import { ApiError } from '../../../lib/api-client';
import { startSession } from '../../../lib/session';
import { useVerifyObsCode } from '../api/verify-obs-code';

/**
 * The OBS dock's sign-in (spec §2 /influencer/obs/live/otp-verification): the one-time code from the setup
 * page signs the dock in as the streamer, like a login does.
 */
export function ObsCodeSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const verify = useVerifyObsCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const redeem = (value: string) =>
    verify.mutate(value, {
      onSuccess: (session) => {
        startSession(session);
        onSignedIn();
      },
      onError: (failure) => {
        setError(failure instanceof ApiError && failure.fromServer ? failure.message : ErrorText.unexpected);
        setCode('');
      },
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const incomplete = incompleteOtpError(code);
    if (incomplete) setError(incomplete);
    else redeem(code);
  };

  return (
    <AuthCard
      title="Connect OBS to Lobby"
      subtitle={
        <>
          Type the {AuthLimits.otpDigits}-digit code from your OBS setup page (profile menu ›{' '}
          <Text span fw={600} c="gray.2">
            Stream with OBS
          </Text>
          ).
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <OtpCodeInput
            value={code}
            onChange={(value) => {
              setCode(value);
              setError(null);
              // A complete code is sent at once: typing the last digit is enough in a small dock.
              if (value.length === AuthLimits.otpDigits && !verify.isPending) redeem(value);
            }}
            error={error}
          />
          <Button type="submit" size="md" loading={verify.isPending} fullWidth>
            Connect
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
