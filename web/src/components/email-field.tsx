import { TextInput, type TextInputProps } from '@mantine/core';

/** An email address input the browser and password managers fill as one ("Email" unless named otherwise). */
export function EmailField({ label = 'Email', ...props }: TextInputProps) {
  return <TextInput label={label} type="email" autoComplete="email" {...props} />;
}
