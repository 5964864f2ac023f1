import {
  AccountFieldText,
  FULL_NAME_MAX_LENGTH,
  isOnPlatformHost,
  socialPlatformNamed,
  wrongPlatformHostText,
} from '@lobby/contracts';

/**
 * Form rules for @mantine/form shared by the fan's profile and the streamer's creator profile: each returns the
 * error to show, or null when the value is fine.
 */

export const validFullName = (value: string) => {
  const name = value.trim();
  return name && name.length <= FULL_NAME_MAX_LENGTH ? null : AccountFieldText.fullName;
};

const linkText = 'Enter the full link, starting with https://';

/** A social link must be a full web address (identity checks it again). */
export const validLink = (value: string) => {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? null : linkText;
  } catch {
    return linkText;
  }
};

/** A link on its platform's site when the platform is a known one, by key or label (the rule the server applies). */
export const validPlatformHost = (platform: string | null, value: string) => {
  const known = platform ? socialPlatformNamed(platform) : undefined;
  return known && !isOnPlatformHost(known, value) ? wrongPlatformHostText(known) : null;
};

/** A full web address on its platform's site. */
export const validPlatformLink = (platform: string | null, value: string) =>
  validLink(value) ?? validPlatformHost(platform, value);

/** The account a moderator invitation or appointment names: an email or a username (identity finds which). */
export const validAccountIdentifier = (value: string) =>
  value.trim() ? null : 'Enter an email or a username';
