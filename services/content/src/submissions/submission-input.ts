import {
  isOnPlatformHost,
  socialPlatformNamed,
  wrongPlatformHostText,
  ContactTopics,
  EarlyAccessRoles,
  SUBMISSION_EMAIL_PATTERN,
  SubmissionLimits,
  SubmissionText,
  type ContactTopic,
  type CreatorChannel,
  type EarlyAccessRole,
} from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';

/** The rules of the public forms' fields, one place for the three forms. */

/** A filled honeypot (the hidden `website` field people never see): answered as a success, stored nowhere. */
export const isBot = (input: { website?: unknown } | null | undefined) =>
  typeof input?.website === 'string' && input.website.trim() !== '';

export function cleanName(value: unknown, optional = false): string | null {
  const name = typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '';
  if (!name && optional && (value === undefined || value === null || typeof value === 'string')) return null;
  if (!name || name.length > SubmissionLimits.nameMax) throw DomainError.invalid(SubmissionText.enterName);
  return name;
}

export function cleanEmail(value: unknown): string {
  const email = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (email.length > SubmissionLimits.emailMax || !SUBMISSION_EMAIL_PATTERN.test(email)) {
    throw DomainError.invalid(SubmissionText.enterEmail);
  }
  return email;
}

export function cleanTopic(value: unknown): ContactTopic {
  if (!ContactTopics.includes(value as ContactTopic)) throw DomainError.invalid(SubmissionText.pickTopic);
  return value as ContactTopic;
}

export function cleanMessage(value: unknown): string {
  const message = typeof value === 'string' ? value.trim() : '';
  if (!message) throw DomainError.invalid(SubmissionText.enterMessage);
  if (message.length > SubmissionLimits.messageMax) throw DomainError.invalid(SubmissionText.messageTooLong);
  return message;
}

export function cleanRole(value: unknown): EarlyAccessRole {
  if (!EarlyAccessRoles.includes(value as EarlyAccessRole))
    throw DomainError.invalid(SubmissionText.pickRole);
  return value as EarlyAccessRole;
}

/** A full https address (http is upgraded by nobody: a link staff open must not be plain http or javascript:). */
export function isWebLink(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > SubmissionLimits.linkMax) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export function cleanLinks(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > SubmissionLimits.linksMax) {
    throw DomainError.invalid(SubmissionText.badLinks);
  }
  const links = value
    .map((link) => (typeof link === 'string' ? link.trim() : link))
    .filter((link) => link !== '');
  if (!links.every(isWebLink)) throw DomainError.invalid(SubmissionText.badLinks);
  return [...new Set(links)];
}

export function cleanCountry(value: unknown): string {
  const country = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if (!/^[A-Z]{2}$/.test(country)) throw DomainError.invalid(SubmissionText.enterCountry);
  return country;
}

export function cleanChannels(value: unknown): CreatorChannel[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > SubmissionLimits.channelsMax) {
    throw DomainError.invalid(SubmissionText.badChannels);
  }
  return value.map((channel: Partial<CreatorChannel> | null) => {
    const platform = typeof channel?.platform === 'string' ? channel.platform.trim() : '';
    const url = typeof channel?.url === 'string' ? channel.url.trim() : '';
    const followers = channel?.followers;
    if (
      !platform ||
      platform.length > 40 ||
      !isWebLink(url) ||
      typeof followers !== 'number' ||
      !Number.isInteger(followers) ||
      followers < 0 ||
      followers > SubmissionLimits.followersMax
    ) {
      throw DomainError.invalid(SubmissionText.badChannels);
    }
    const known = socialPlatformNamed(platform);
    if (known && !isOnPlatformHost(known, url)) throw DomainError.invalid(wrongPlatformHostText(known));
    return { platform, url, followers };
  });
}

export function cleanGames(value: unknown): string[] {
  if (!Array.isArray(value)) throw DomainError.invalid(SubmissionText.badGames);
  const games: string[] = [];
  for (const item of value) {
    const game = typeof item === 'string' ? item.trim().replace(/\s+/g, ' ') : null;
    if (game === null || game.length > SubmissionLimits.gameMax)
      throw DomainError.invalid(SubmissionText.badGames);
    if (game && !games.some((g) => g.toLowerCase() === game.toLowerCase())) games.push(game);
  }
  if (games.length === 0 || games.length > SubmissionLimits.gamesMax) {
    throw DomainError.invalid(SubmissionText.badGames);
  }
  return games;
}

export function cleanWhy(value: unknown): string {
  const why = typeof value === 'string' ? value.trim() : '';
  if (!why || why.length > SubmissionLimits.whyMax) throw DomainError.invalid(SubmissionText.enterWhy);
  return why;
}

/** The search box of staff lists: trimmed, at most `searchMax` characters. */
export const cleanSearch = (value: unknown) =>
  typeof value === 'string' ? value.trim().slice(0, SubmissionLimits.searchMax) : '';
