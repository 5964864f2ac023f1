import { AccountFieldText, USERNAME_PATTERN } from '@lobby/contracts';

/** Form rules for @mantine/form: each returns the error to show, or null when the value is fine. */

export const validUsername = (value: string) =>
  USERNAME_PATTERN.test(value.trim()) ? null : AccountFieldText.username;

export const validEmail = (value: string) =>
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? null : AccountFieldText.invalidEmail;

export const maxLength = (max: number, label: string) => (value: string) =>
  value.length <= max ? null : `${label} must be at most ${max} characters`;
