import { TextLimits, ValidationText, type Requirement } from '@lobby/contracts';

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
