import { AuthLimits } from '@lobby/contracts';

/** Form rules for @mantine/form: each returns the error to show, or null when the value is fine. */

export const required = (label: string) => (value: string) => (value.trim() ? null : `${label} is required`);

export const validEmail = (value: string) =>
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? null : 'Enter a valid email address';

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
