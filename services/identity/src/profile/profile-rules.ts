import {
  AccountFieldText,
  ErrorText,
  PlatformNames,
  ProfileLimits,
  SocialPlatforms,
  isOnPlatformHost,
  wrongPlatformHostText,
  ValidationText,
  type GamerTag,
  type SocialLink,
  type SocialPlatform,
} from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';

/**
 * The list a fan sends replaces their gamer tags: one per platform, trimmed, an empty tag removes the
 * platform. A platform that already had a tag keeps its id, so orders that copied it can still match it.
 */
export function cleanGamerTags(
  input: unknown,
  existing: readonly GamerTag[],
  newId: () => string,
): GamerTag[] {
  const entries = asList(input);
  const seen = new Set<string>();
  const tags: GamerTag[] = [];
  for (const entry of entries) {
    const platform = PlatformNames.find(
      (name) => name.toLowerCase() === field(entry, 'platform').toLowerCase(),
    );
    if (!platform) throw DomainError.invalid(AccountFieldText.gamerTagPlatform);
    if (seen.has(platform)) throw DomainError.invalid(AccountFieldText.gamerTagDuplicate);
    seen.add(platform);
    const gamerTag = field(entry, 'gamerTag');
    if (gamerTag.length > ProfileLimits.gamerTagMax)
      throw DomainError.invalid(AccountFieldText.gamerTagTooLong);
    if (!gamerTag) continue;
    const _id = existing.find((tag) => tag.platform === platform)?._id ?? newId();
    tags.push({ _id, platform, gamerTag });
  }
  return tags;
}

/** Upserts links by platform; an empty url removes that platform. Kept in the order of SocialPlatforms. */
export function mergeSocialLinks(existing: readonly SocialLink[], updates: unknown): SocialLink[] {
  const urls = new Map(existing.map((link) => [link.platform, link.url]));
  for (const entry of asList(updates)) {
    const platform = cleanSocialPlatform(field(entry, 'platform'));
    const url = cleanSocialUrl(field(entry, 'url'));
    if (url && !isOnPlatformHost(platform, url)) throw DomainError.invalid(wrongPlatformHostText(platform));
    if (url) urls.set(platform, url);
    else urls.delete(platform);
  }
  return SocialPlatforms.filter((platform) => urls.has(platform)).map((platform) => ({
    platform,
    url: urls.get(platform)!,
  }));
}

export function cleanSocialPlatform(input: unknown): SocialPlatform {
  const platform = typeof input === 'string' ? input.trim().toLowerCase() : '';
  const known = SocialPlatforms.find((name) => name === platform);
  if (!known) throw DomainError.invalid(AccountFieldText.socialPlatform);
  return known;
}

/** An http(s) link of at most ProfileLimits.socialUrlMax characters; null for an empty one. */
function cleanSocialUrl(input: string): string | null {
  if (!input) return null;
  if (input.length > ProfileLimits.socialUrlMax) throw DomainError.invalid(AccountFieldText.socialUrl);
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw DomainError.invalid(AccountFieldText.socialUrl);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw DomainError.invalid(AccountFieldText.socialUrl);
  return input;
}

/** Free text that may be cleared: trimmed, empty becomes null, at most `max` characters. */
export function cleanOptionalText(input: unknown, max: number, tooLong: string): string | null {
  if (typeof input !== 'string') throw DomainError.invalid(ErrorText.badRequest);
  const text = input.trim();
  if (text.length > max) throw DomainError.invalid(tooLong);
  return text || null;
}

/** The gateway stores the checked, resized picture and passes its public path. */
export function cleanImageUrl(input: unknown): string {
  const url = typeof input === 'string' ? input.trim() : '';
  const valid = /^\/uploads\/[A-Za-z0-9._/-]+$/.test(url) && !url.includes('..') && url.length <= 300;
  if (!valid) throw DomainError.invalid(ValidationText.invalidImage);
  return url;
}

function asList(input: unknown): unknown[] {
  if (!Array.isArray(input)) throw DomainError.invalid(ErrorText.badRequest);
  return input;
}

/** A string field of an object sent by the client, trimmed; anything else counts as empty. */
function field(entry: unknown, name: string): string {
  const value = entry && typeof entry === 'object' ? (entry as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value.trim() : '';
}
