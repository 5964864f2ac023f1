import { AuthLimits } from '@lobby/contracts';

/** Password rules for @mantine/form, shared by sign-up, reset and change: the error to show, or null. */

export const strongEnoughPassword = (value: string) => {
  if (value.length < AuthLimits.passwordMinLength)
    return `Password must be at least ${AuthLimits.passwordMinLength} characters`;
  if (value.length > AuthLimits.passwordMaxLength)
    return `Password must be at most ${AuthLimits.passwordMaxLength} characters`;
  return null;
};

export const matchesField =
  (field: string) =>
  <Values extends Record<string, unknown>>(value: string, values: Values) =>
    value === values[field] ? null : 'Passwords do not match';
