import { AuthLimits } from '@lobby/contracts';
import { Button, Stack, Text } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { CardPage } from './card-page';
import { incompleteOtpError, OtpCodeInput } from './otp-code-input';

interface OtpCodeFormProps {
  title: string;
  /** Where the code went. */
  email: string;
  /** The sentence after "We sent a 6-digit code to {email}." */
  note: string;
  verifying: boolean;
  /** A complete code was entered. */
  onVerify: (otp: string) => void;
  /** Asks for a new code; `clearCode` empties the boxes once it is sent. Without it, `cannotResend` shows. */
  onResend?: (clearCode: () => void) => void;
  resending?: boolean;
  cannotResend?: ReactNode;
}

/** The page that asks for the code emailed to an address: sign-up's and an email change's. */
export function OtpCodeForm({
  title,
  email,
  note,
  verifying,
  onVerify,
  onResend,
  resending = false,
  cannotResend,
}: OtpCodeFormProps) {
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const incomplete = incompleteOtpError(otp);
    if (incomplete) setError(incomplete);
    else onVerify(otp);
  };

  return (
    <CardPage
      title={title}
      subtitle={
        <>
          We sent a {AuthLimits.otpDigits}-digit code to{' '}
          <Text span fw={600} c="gray.2" style={{ overflowWrap: 'anywhere' }}>
            {email}
          </Text>
          . {note}
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
          <Button type="submit" size="md" loading={verifying} fullWidth>
            Verify
          </Button>
          {onResend ? (
            <Button variant="subtle" onClick={() => onResend(() => setOtp(''))} loading={resending}>
              Resend code
            </Button>
          ) : (
            <Text size="sm" c="dimmed" ta="center">
              {cannotResend}
            </Text>
          )}
        </Stack>
      </form>
    </CardPage>
  );
}
