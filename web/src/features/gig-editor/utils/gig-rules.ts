import {
  CatalogText,
  defaultGigDescription,
  defaultGigTitle,
  TextLimits,
  ValidationText,
  type GigDto,
  type GigInput,
} from '@lobby/contracts';

/** A requirement row while it is edited; `id` only keeps React's keys and pending drops apart. */
export interface RequirementRow {
  id: string;
  key: string;
  value: string;
}

export interface GigFormValues {
  gameId: string | null;
  gameModeId: string | null;
  platformId: string | null;
  price: string;
  title: string;
  description: string;
  tags: string[];
  requirements: RequirementRow[];
  /** The stored path of the uploaded, cropped thumbnail. */
  thumbnail: string | null;
}

/** Spec §5: tags that may not appear in a description, opening or closing. */
const DISALLOWED_TAG = /<\s*\/?\s*(script|iframe|embed|object|img|svg|style|select|option)\b/i;

export const hasDisallowedHtml = (text: string) => DISALLOWED_TAG.test(text);

/** What the price field lets through while typing: digits with up to two decimals. */
export const PRICE_TYPING = /^\d*(\.\d{0,2})?$/;
const PRICE_COMPLETE = /^\d+(\.\d{1,2})?$/;

/** The gateway's bounds on one gig (gateway/src/catalog/streamer-gigs.dto.ts), mirrored so the form stops first. */
export const GigBounds = {
  maxPrice: 1_000_000,
  descriptionMax: 10_000,
  maxTags: 20,
  tagMax: 50,
  maxRequirements: 20,
  requirementMax: 200,
} as const;

export const isRequirementComplete = (row: Pick<RequirementRow, 'key' | 'value'>) =>
  row.key.trim() !== '' && row.value.trim() !== '';

let rowCounter = 0;
export const newRequirementRow = (key = '', value = ''): RequirementRow => ({
  id: `requirement-${++rowCounter}`,
  key,
  value,
});

/** Form rules with the server's texts (spec §5); each returns the error or null. */
export const gigRules = {
  gameId: (value: string | null) => (value ? null : ValidationText.noGameSelected),
  price: (value: string) =>
    PRICE_COMPLETE.test(value) && Number(value) > 0 && Number(value) <= GigBounds.maxPrice
      ? null
      : CatalogText.invalidPrice,
  title: (value: string) => (value.trim().length > TextLimits.titleMax ? ValidationText.titleTooLong : null),
  description: (value: string) => (hasDisallowedHtml(value) ? ValidationText.disallowedHtml : null),
  requirements: (rows: RequirementRow[]) =>
    rows.every(isRequirementComplete) ? null : ValidationText.requirementsIncomplete,
};

/** The order a refused form names its first problem in, top of the form first. */
export const ruleOrder = ['gameId', 'price', 'title', 'description', 'requirements'] as const;

export function initialGigValues(gig: GigDto | null): GigFormValues {
  if (!gig) {
    return {
      gameId: null,
      gameModeId: null,
      platformId: null,
      price: '',
      title: '',
      description: '',
      tags: [],
      requirements: [],
      thumbnail: null,
    };
  }
  return {
    gameId: gig._game_id._id,
    gameModeId: gig._game_mode_id?._id ?? null,
    platformId: gig._platform_playing_on_id?._id ?? null,
    price: String(gig.price),
    title: gig.product_title,
    description: gig.product_desc,
    tags: gig.session_tags,
    requirements: gig.requirements.map(({ key, value }) => newRequirementRow(key, value)),
    thumbnail: gig.product_cover_img ?? gig.images.url,
  };
}

/** Trimmed tags without empty ones and without repeats (compared case-insensitively, first spelling kept). */
export function uniqueTags(tags: string[]): string[] {
  const byKey = new Map<string, string>();
  for (const tag of tags.map((name) => name.trim())) {
    if (tag && !byKey.has(tag.toLowerCase())) byKey.set(tag.toLowerCase(), tag);
  }
  return [...byKey.values()];
}

interface DefaultsContext {
  gameName: string | null;
  creatorName: string | null;
}

/** The spec's defaults for an empty title or description, or null when a name they need is unknown here. */
export function gigDefaults({ gameName, creatorName }: DefaultsContext) {
  return {
    title: gameName && creatorName ? defaultGigTitle(gameName, creatorName) : null,
    description: gameName ? defaultGigDescription(gameName) : null,
  };
}

/**
 * What the server is sent. Empty title and description take the spec's defaults; when a name is unknown here
 * they go empty and the server fills the same default in. Tags are trimmed and deduplicated (TagsInput already
 * does both; a pasted list is checked again here).
 */
export function toGigInput(values: GigFormValues, context: DefaultsContext): GigInput {
  const defaults = gigDefaults(context);
  return {
    gameId: values.gameId!,
    gameModeId: values.gameModeId,
    platformId: values.platformId,
    price: Number(values.price),
    gig_title: values.title.trim() || defaults.title || '',
    gig_desc: values.description.trim() || defaults.description || '',
    tags: uniqueTags(values.tags).map((name) => ({ name })),
    requirements: values.requirements.map(({ key, value }) => ({ key: key.trim(), value: value.trim() })),
    gig_thumb: values.thumbnail,
  };
}
