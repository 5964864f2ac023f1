import { AuthLimits } from '@lobby/contracts';
import { Center, PinInput, Stack, Text, useMatches, type MantineSize } from '@mantine/core';

interface OtpCodeInputProps {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}

/** The emailed 6-digit code, one labelled box per digit, with its error under it. */
export function OtpCodeInput({ value, onChange, error }: OtpCodeInputProps) {
  const pinSize = useMatches<MantineSize>({ base: 'md', xs: 'lg' });
  return (
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
          value={value}
          onChange={onChange}
          error={Boolean(error)}
        />
      </Center>
      {error && (
        <Text c="red.5" size="sm" ta="center">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/** The error to show for a code that is not complete yet, or null. */
export function incompleteOtpError(otp: string): string | null {
  return otp.length === AuthLimits.otpDigits ? null : `Enter the ${AuthLimits.otpDigits}-digit code`;
}
