import { ErrorText } from '@lobby/contracts';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { errorText } from '../../../lib/query-client';

interface PromoCodeFieldProps {
  value: string;
  onChange: (code: string) => void;
  /** The code being verified or verified; null while none is applied. */
  appliedCode: string | null;
  onApply: () => void;
  verification: { isSuccess: boolean; error: Error | null; isFetching: boolean };
  /** Visitors cannot verify codes (the server needs a signed-in buyer). */
  disabled: boolean;
}

/** A promo code with its Apply button; says when it applies or the server's reason it does not. */
export function PromoCodeField({
  value,
  onChange,
  appliedCode,
  onApply,
  verification,
  disabled,
}: PromoCodeFieldProps) {
  const code = value.trim();
  const showsApplied = appliedCode !== null && appliedCode === code;
  const error =
    showsApplied && verification.error
      ? errorText(verification.error, ErrorText.errorVerifyingPromoCode)
      : null;

  return (
    <div>
      <TextInput
        label="Promo code"
        placeholder="Optional"
        description={disabled ? 'Log in to use a promo code' : undefined}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={(event) => {
          // Enter applies the code instead of submitting the whole booking.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          if (code) onApply();
        }}
        error={error}
        disabled={disabled}
        autoComplete="off"
        rightSectionWidth={84}
        rightSection={
          <Button
            size="compact-sm"
            variant="light"
            onClick={onApply}
            disabled={disabled || !code}
            loading={showsApplied && verification.isFetching}
          >
            Apply
          </Button>
        }
      />
      {showsApplied && verification.isSuccess && !verification.error && (
        <Group gap={6} mt={6} c="teal.4" wrap="nowrap">
          <IconCircleCheck size={16} />
          <Text size="sm">Code {appliedCode} applied</Text>
        </Group>
      )}
    </div>
  );
}
