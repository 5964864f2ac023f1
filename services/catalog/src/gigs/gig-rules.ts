import sanitizeHtml from 'sanitize-html';
import {
  type CancellationPolicyName,
  CatalogText,
  DEFAULT_CANCELLATION_POLICY,
  defaultGigDescription,
  defaultGigTitle,
  InputLimits,
  isCancellationPolicyName,
  TextLimits,
  ValidationText,
  type Requirement,
} from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';
import { cleanText, tagKey } from '../common/text';

/** Spec §5: tags a description may not contain (checked before sanitising, so the streamer is told). */
export const DISALLOWED_DESCRIPTION_TAGS = [
  'script',
  'iframe',
  'embed',
  'object',
  'img',
  'svg',
  'style',
  'select',
  'option',
] as const;

const DISALLOWED_TAG = new RegExp(
  `<\\s*/?\\s*(?:${DISALLOWED_DESCRIPTION_TAGS.join('|')})(?=[\\s/>]|$)`,
  'i',
);

/** What a description may keep: text formatting and links that open in a new tab without passing on trust. */
const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'a',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener nofollow' },
    }),
  },
};

/** The title as typed, or 'Play {game} with {creator}' when empty; at most 70 characters. */
export function gigTitle(title: unknown, gameName: string, creator: string): string {
  const typed = cleanText(title);
  if (typed === undefined) return defaultGigTitle(gameName, creator).slice(0, TextLimits.titleMax).trim();
  if ([...typed].length > TextLimits.titleMax) throw DomainError.invalid(ValidationText.titleTooLong);
  return typed;
}

/** Refuses the spec's disallowed tags, then sanitises; empty becomes 'Play {game} with me.'. */
export function gigDescription(description: unknown, gameName: string): string {
  const typed = cleanText(description);
  if (typed === undefined) return defaultGigDescription(gameName);
  if (DISALLOWED_TAG.test(typed)) throw DomainError.invalid(ValidationText.disallowedHtml);
  return sanitizeHtml(typed, SANITIZE_OPTIONS).trim() || defaultGigDescription(gameName);
}

/** Every row needs a key and a value (trimmed). */
export function gigRequirements(requirements: unknown): Requirement[] {
  if (requirements === undefined || requirements === null) return [];
  if (!Array.isArray(requirements)) throw DomainError.invalid(ValidationText.requirementsIncomplete);
  return requirements.map((row: Partial<Requirement> | null) => {
    const key = cleanText(row?.key);
    const value = cleanText(row?.value);
    if (key === undefined || value === undefined)
      throw DomainError.invalid(ValidationText.requirementsIncomplete);
    return { key, value };
  });
}

/** Tags trimmed; empty ones and repeats (ignoring case, accents and a leading '#') are dropped. */
export function gigTags(tags: unknown): { tags: string[]; keys: string[] } {
  const list = Array.isArray(tags) ? tags : [];
  const seen = new Map<string, string>();
  for (const tag of list) {
    const name = typeof tag === 'string' ? tag : (tag as { name?: unknown } | null)?.name;
    if (typeof name !== 'string') continue;
    const shown = name.trim().replace(/^#+/, '').trim();
    const key = tagKey(shown);
    if (key !== '' && !seen.has(key)) seen.set(key, shown);
  }
  return { tags: [...seen.values()], keys: [...seen.keys()] };
}

/** A price above 0 with at most two decimals, in major units; answered in minor units. */
export function gigPriceMinor(price: unknown): number {
  const value = typeof price === 'string' && /^\d+(\.\d+)?$/.test(price.trim()) ? Number(price) : price;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value > InputLimits.gigPriceMax) {
    throw DomainError.invalid(CatalogText.invalidPrice);
  }
  const minor = Math.round(value * 100);
  if (Math.abs(value * 100 - minor) > 1e-6 || minor < 1) throw DomainError.invalid(CatalogText.invalidPrice);
  return minor;
}

/** One of the named cancellation policies; left out, the default for a new gig. */
export function gigCancellationPolicy(value: unknown): CancellationPolicyName {
  if (value === undefined || value === null) return DEFAULT_CANCELLATION_POLICY;
  if (!isCancellationPolicyName(value)) throw DomainError.invalid(CatalogText.invalidCancellationPolicy);
  return value;
}

/** A game must be chosen: 'No game selected'. */
export function chosenGameId(gameId: unknown): string {
  const id = cleanText(gameId);
  if (id === undefined) throw DomainError.invalid(ValidationText.noGameSelected);
  return id;
}

/** The chosen mode and platform must be the game's own (or none). */
export function checkModeAndPlatform(
  choice: { modeId: string | null; platformId: string | null },
  game: { modeIds: ReadonlySet<string>; platformIds: ReadonlySet<string> },
): void {
  if (choice.modeId !== null && !game.modeIds.has(choice.modeId)) {
    throw DomainError.invalid(CatalogText.modeNotInGame);
  }
  if (choice.platformId !== null && !game.platformIds.has(choice.platformId)) {
    throw DomainError.invalid(CatalogText.platformNotInGame);
  }
}
