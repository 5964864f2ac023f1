import { AccountFieldText, FULL_NAME_MAX_LENGTH, USERNAME_PATTERN } from '@lobby/contracts';

/** Form rules for @mantine/form: each returns the error to show, or null when the value is fine. */

export const validFullName = (value: string) => {
  const name = value.trim();
  return name && name.length <= FULL_NAME_MAX_LENGTH ? null : AccountFieldText.fullName;
};

export const validUsername = (value: string) =>
  USERNAME_PATTERN.test(value.trim()) ? null : AccountFieldText.username;

export const validEmail = (value: string) =>
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? null : AccountFieldText.invalidEmail;

const linkText = 'Enter the full link, starting with https://';

/** A social link must be a full web address. */
export const validLink = (value: string) => {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? null : linkText;
  } catch {
    return linkText;
  }
};

export const maxLength = (max: number, label: string) => (value: string) =>
  value.length <= max ? null : `${label} must be at most ${max} characters`;
