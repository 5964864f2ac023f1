import { AccountFieldText, FULL_NAME_MAX_LENGTH } from '@lobby/contracts';

/** Form rules for @mantine/form: each returns the error to show, or null when the value is fine. */

export const validFullName = (value: string) => {
  const name = value.trim();
  return name && name.length <= FULL_NAME_MAX_LENGTH ? null : AccountFieldText.fullName;
};

export const linkText = 'Enter the full link, starting with https://';

/** A social link is a full web address (identity checks it again). */
export const validLink = (value: string) => {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? null : linkText;
  } catch {
    return linkText;
  }
};

export const maxLength = (max: number, label: string) => (value: string) =>
  value.trim().length <= max ? null : `${label} must be at most ${max} characters`;

/** The fields of the name card that changed, trimmed; null when nothing did. */
export function changedDetails(
  saved: { fullName: string; profession: string },
  values: { fullName: string; profession: string },
): { fullName?: string; profession?: string } | null {
  const fullName = values.fullName.trim();
  const profession = values.profession.trim();
  const changes = {
    ...(fullName !== saved.fullName && { fullName }),
    ...(profession !== saved.profession && { profession }),
  };
  return Object.keys(changes).length > 0 ? changes : null;
}
