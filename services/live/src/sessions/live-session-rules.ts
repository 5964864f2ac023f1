import {
  CatalogText,
  defaultGigDescription,
  defaultGigTitle,
  InputLimits,
  LivePriceMinimumDefaults,
  LiveText,
  priceBelowMinimumText,
  TextLimits,
  toMinorUnits,
  ValidationText,
  type Currency,
  type GameChoiceDto,
  type LiveSessionInput,
  type Requirement,
} from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';
import { embedUrl, parseStreamLink } from '../common/stream-links';
import type { NewLiveSession } from '../db/schema';

/** The spec §5 rules of the live-start form (and of editing a running session), in one place. */

/** Spec §5: tags a description may not contain. */
const DISALLOWED_DESCRIPTION_TAG =
  /<\s*\/?\s*(?:script|iframe|embed|object|img|svg|style|select|option)(?=[\s/>]|$)/i;
/** Digits with up to two decimals; seven digits keep any price's minor units inside a PostgreSQL integer. */
const PRICE_PATTERN = /^\d{1,7}(?:\.\d{1,2})?$/;
/** A stored upload (`/uploads/...`, never with `..`) or an https picture (an embedded stream's thumbnail). */
const IMAGE_URL = /^(\/uploads\/(?!.*\.\.)[A-Za-z0-9._\-/]+|https:\/\/[^\s"'<>\\]+)$/;

/** What the streamer is, as identity answered: the names and currency a session keeps. */
export interface StreamerSnapshot {
  id: string;
  username: string;
  fullName: string;
  imageUrl: string | null;
  baseCurrency: Currency;
}

/** Everything of a session row that the form decides. */
export type LiveSessionDraft = Omit<
  NewLiveSession,
  'id' | 'status' | 'startedAt' | 'endedAt' | 'updatedAt' | 'streamerId'
>;

export interface DraftContext {
  streamer: StreamerSnapshot;
  choice: GameChoiceDto;
  currency: Currency;
  /** The lowest price in major units of `currency`. */
  minimumPrice: number;
  /** The web app's host, which Twitch's player needs. */
  embedParentHost: string;
}

/** A game must be chosen: 'No game selected'. */
export function chosenGameId(gameId: LiveSessionInput['_game_id']): string {
  const id = cleanText(gameId);
  if (id === undefined) throw DomainError.invalid(LiveText.noGameSelected);
  return id;
}

/** An optional reference from the form: empty means none. */
export function optionalId(value: string | null | undefined): string | null {
  return cleanText(value) ?? null;
}

/** The configured minimum when it is a number of at most two decimals, else the spec's default (§5, §9). */
export function livePriceMinimum(currency: Currency, configured: string | null | undefined): number {
  const text = configured?.trim();
  return text !== undefined && PRICE_PATTERN.test(text) ? Number(text) : LivePriceMinimumDefaults[currency];
}

/** Checks the whole form against the looked-up game choice and streamer, and fills in the spec's defaults. */
export function buildDraft(input: LiveSessionInput, context: DraftContext): LiveSessionDraft {
  const { streamer, choice } = context;
  const modeId = optionalId(input._game_mode_id);
  const platformId = optionalId(input._platform_playing_on_id);
  if (modeId !== null && choice.mode?._id !== modeId) throw DomainError.invalid(LiveText.gameModeMismatch);
  if (platformId !== null && choice.platform?._id !== platformId) {
    throw DomainError.invalid(LiveText.platformMismatch);
  }
  const gameName = choice.game.name;
  const requirements = liveRequirements(input.requirements);
  const description = liveDescription(input.description, gameName);
  const title = liveTitle(input.title, gameName, creatorName(streamer));
  const streamingLink = liveStreamingLink(input.streamingLink, context.embedParentHost);
  return {
    streamerUsername: streamer.username,
    streamerName: streamer.fullName,
    streamerImage: streamer.imageUrl,
    title,
    description,
    gameId: choice.game._id,
    gameName,
    gameModeId: choice.mode?._id ?? null,
    gameModeName: choice.mode?.name ?? null,
    platformId: choice.platform?._id ?? null,
    platformName: choice.platform?.platform_name ?? null,
    priceMinor: livePriceMinor(input.price, context.currency, context.minimumPrice),
    currency: context.currency,
    streamingLink,
    defaultThumbnail: imageUrl(input.defaultThumbnail) ?? choice.game.image,
    defaultFileName: cleanText(input.defaultFileName)?.slice(0, InputLimits.fileNameMax) ?? null,
    banner: imageUrl(input.banner),
    tags: liveTags(input.session_tags),
    requirements,
  };
}

/** Digits with up to two decimals, at least the minimum of the currency; answered in minor units. */
export function livePriceMinor(
  price: LiveSessionInput['price'],
  currency: Currency,
  minimumPrice: number,
): number {
  const text = typeof price === 'number' ? String(price) : typeof price === 'string' ? price.trim() : '';
  if (!PRICE_PATTERN.test(text) || Number(text) <= 0) throw DomainError.invalid(LiveText.invalidPrice);
  const minor = toMinorUnits(Number(text));
  if (minor < toMinorUnits(minimumPrice)) {
    throw DomainError.invalid(priceBelowMinimumText(currency, minimumPrice));
  }
  return minor;
}

/** The title as typed, or 'Play {game} with {creator}' when empty; at most 70 characters. */
export function liveTitle(title: LiveSessionInput['title'], gameName: string, creator: string): string {
  const typed = cleanText(title);
  if (typed === undefined)
    return [...defaultGigTitle(gameName, creator)].slice(0, TextLimits.titleMax).join('').trim();
  if ([...typed].length > TextLimits.titleMax) throw DomainError.invalid(LiveText.titleTooLong);
  return typed;
}

/**
 * Refuses the spec's disallowed tags; empty becomes 'Play {game} with me.'. The rest is kept as written: the
 * web app sanitises descriptions when it shows them, as it does for gigs.
 */
export function liveDescription(description: LiveSessionInput['description'], gameName: string): string {
  const typed = cleanText(description);
  if (typed === undefined) return defaultGigDescription(gameName);
  if (DISALLOWED_DESCRIPTION_TAG.test(typed)) throw DomainError.invalid(LiveText.descriptionDisallowedTags);
  return typed;
}

/** Every row needs a key and a value (trimmed). */
export function liveRequirements(requirements: LiveSessionInput['requirements']): Requirement[] {
  return (requirements ?? []).map((row) => {
    const key = cleanText(row.key);
    const value = cleanText(row.value);
    if (key === undefined || value === undefined) throw DomainError.invalid(LiveText.requirementsIncomplete);
    return { key, value };
  });
}

/** Tags trimmed, without a leading '#'; empty ones and repeats (ignoring case) are dropped. */
export function liveTags(tags: LiveSessionInput['session_tags']): string[] {
  const seen = new Map<string, string>();
  for (const tag of tags ?? []) {
    const shown = tag.trim().replace(/^#+/, '').trim();
    const key = shown.toLowerCase();
    if (key !== '' && !seen.has(key)) seen.set(key, shown);
  }
  return [...seen.values()];
}

/** A YouTube or Twitch link, stored as its embeddable player; empty or null means not streaming. */
export function liveStreamingLink(
  link: LiveSessionInput['streamingLink'],
  embedParentHost: string,
): string | null {
  if (link === undefined || link === null || (typeof link === 'string' && link.trim() === '')) return null;
  const parsed = parseStreamLink(link);
  if (!parsed) throw DomainError.invalid(LiveText.invalidStreamLink);
  return embedUrl(parsed, embedParentHost);
}

/** The catalog answered 404 for the chosen game: the form named one that doesn't exist (any more). */
export function unknownGame(): DomainError {
  return DomainError.invalid(CatalogText.gameNotFound);
}

function imageUrl(value: unknown): string | null {
  const url = cleanText(value);
  if (url === undefined) return null;
  if (url.length > InputLimits.imageUrlMax || !IMAGE_URL.test(url))
    throw DomainError.invalid(ValidationText.invalidImage);
  return url;
}

function creatorName(streamer: StreamerSnapshot): string {
  return streamer.fullName.trim() || streamer.username;
}

function cleanText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}
