import {
  AccountFieldText,
  PlatformNames,
  SocialPlatforms,
  isOnPlatformHost,
  wrongPlatformHostText,
  type GamerTag,
  type GamerTagInput,
  type SocialLink,
} from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';

/**
 * The list a fan sends replaces their gamer tags: one per platform, trimmed, an empty tag removes the
 * platform. A platform that already had a tag keeps its id, so orders that copied it can still match it.
 */
export function cleanGamerTags(
  entries: readonly GamerTagInput[],
  existing: readonly GamerTag[],
  newId: () => string,
): GamerTag[] {
  const seen = new Set<string>();
  const tags: GamerTag[] = [];
  for (const entry of entries) {
    const platform = PlatformNames.find((name) => name.toLowerCase() === entry.platform.trim().toLowerCase());
    if (!platform) throw DomainError.invalid(AccountFieldText.gamerTagPlatform);
    if (seen.has(platform)) throw DomainError.invalid(AccountFieldText.gamerTagDuplicate);
    seen.add(platform);
    const gamerTag = entry.gamerTag.trim();
    if (!gamerTag) continue;
    const _id = existing.find((tag) => tag.platform === platform)?._id ?? newId();
    tags.push({ _id, platform, gamerTag });
  }
  return tags;
}

/** Upserts links by platform; an empty url removes that platform. Kept in the order of SocialPlatforms. */
export function mergeSocialLinks(
  existing: readonly SocialLink[],
  updates: readonly SocialLink[],
): SocialLink[] {
  const urls = new Map(existing.map((link) => [link.platform, link.url]));
  for (const { platform, url: given } of updates) {
    const url = cleanSocialUrl(given.trim());
    if (url && !isOnPlatformHost(platform, url)) throw DomainError.invalid(wrongPlatformHostText(platform));
    if (url) urls.set(platform, url);
    else urls.delete(platform);
  }
  return SocialPlatforms.filter((platform) => urls.has(platform)).map((platform) => ({
    platform,
    url: urls.get(platform)!,
  }));
}

/** An http(s) link (the message bounds its length); null for an empty one. */
function cleanSocialUrl(input: string): string | null {
  if (!input) return null;
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

/** Free text that may be cleared (the message bounds its length): trimmed, empty becomes null. */
export function cleanOptionalText(input: string): string | null {
  return input.trim() || null;
}
