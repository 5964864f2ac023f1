import {
  defaultGigDescription,
  defaultGigTitle,
  TextLimits,
  ValidationText,
  type GigDto,
  type Requirement,
} from '@lobby/contracts';

/**
 * Rules shared by the forms that describe a play session: the gig form and the live-start form (spec §5
 * "Gig title", "Description", "Requirements", "Tags").
 */

/** A requirement row while it is edited; `id` only keeps React's keys and pending drops apart. */
export interface RequirementRow {
  id: string;
  key: string;
  value: string;
}

/** Spec §5: tags that may not appear in a description, opening or closing. */
const DISALLOWED_TAG = /<\s*\/?\s*(script|iframe|embed|object|img|svg|style|select|option)\b/i;

export const hasDisallowedHtml = (text: string) => DISALLOWED_TAG.test(text);

/** What a price field lets through while typing: digits with up to two decimals. */
export const PRICE_TYPING = /^\d*(\.\d{0,2})?$/;
/** A finished price: digits with up to two decimals. */
export const PRICE_COMPLETE = /^\d+(\.\d{1,2})?$/;

/** The gateway's bounds on one gig or live session, mirrored so a form stops first. */
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

export const toRequirementRows = (requirements: Requirement[]) =>
  requirements.map(({ key, value }) => newRequirementRow(key, value));

export const toRequirements = (rows: RequirementRow[]): Requirement[] =>
  rows.map(({ key, value }) => ({ key: key.trim(), value: value.trim() }));

/** Trimmed tags without empty ones and without repeats (compared case-insensitively, first spelling kept). */
export function uniqueTags(tags: string[]): string[] {
  const byKey = new Map<string, string>();
  for (const tag of tags.map((name) => name.trim())) {
    if (tag && !byKey.has(tag.toLowerCase())) byKey.set(tag.toLowerCase(), tag);
  }
  return [...byKey.values()];
}

/** The field rules both forms share; each returns the spec's error text or null. */
export const sessionTextRules = {
  title: (value: string) => (value.trim().length > TextLimits.titleMax ? ValidationText.titleTooLong : null),
  description: (value: string) => (hasDisallowedHtml(value) ? ValidationText.disallowedHtml : null),
  requirements: (rows: RequirementRow[]) =>
    rows.every(isRequirementComplete) ? null : ValidationText.requirementsIncomplete,
};

/** The fields a gig and a live session both have, as their forms hold them. */
export interface SessionFieldValues {
  gameId: string | null;
  gameModeId: string | null;
  platformId: string | null;
  price: string;
  title: string;
  description: string;
  tags: string[];
  requirements: RequirementRow[];
  /** The stored path of the picture: an uploaded, cropped one, or the gig's. */
  thumbnail: string | null;
}

export const emptySessionFields: SessionFieldValues = {
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

/** A saved gig's fields: to edit it, or to start a live session from it as a template. */
export function sessionFieldsOfGig(gig: GigDto): SessionFieldValues {
  return {
    gameId: gig._game_id._id,
    gameModeId: gig._game_mode_id?._id ?? null,
    platformId: gig._platform_playing_on_id?._id ?? null,
    price: String(gig.price),
    title: gig.product_title,
    description: gig.product_desc,
    tags: uniqueTags(gig.session_tags),
    requirements: toRequirementRows(gig.requirements),
    thumbnail: gig.product_cover_img ?? gig.images.url ?? null,
  };
}

/** The spec's title and description for a session left without them (§5), or null while a name is unknown. */
export function sessionDefaults(gameName: string | null, creatorName: string | null) {
  return {
    title: gameName && creatorName ? defaultGigTitle(gameName, creatorName) : null,
    description: gameName ? defaultGigDescription(gameName) : null,
  };
}
