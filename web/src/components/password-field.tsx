import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * A password input whose show/hide toggle is not named after the field, so the field's label
 * ("Password") names exactly one control on the page.
 */
export function PasswordField(props: PasswordInputProps) {
  return (
    <PasswordInput
      visibilityToggleButtonProps={{ 'aria-label': 'Show or hide characters' }}
      // Mantine's PasswordInput, unlike TextInput, does not mark an input in error as invalid.
      aria-invalid={Boolean(props.error)}
      {...props}
    />
  );
}
