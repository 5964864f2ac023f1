import { LivePriceConfigKeys } from './constants';
import { SITE_PASSWORD_CONFIG_KEY, type ConfigurationDto } from './content/subjects';
import { ONBOARDING_TERMS_CONFIG_KEY } from './identity/onboarding';
import { PLATFORM_FEE_CONFIG_KEY, STREAMER_TUTORIAL_CONFIG_KEY } from './payments/earnings';
import { PayoutTaxConfigKeys } from './payments/payouts';
import {
  WalletTopUpConfigKeys,
  WalletTopUpDefaults,
  type PaymentGatewayDto,
  type PromoCodeDto,
} from './payments/types';
import type { Actor, Message, Page } from './rpc';

/*
 * Issue 17 items 6-7: the admin tools (configurations and platform fees, payment gateways, promo codes, the
 * username and slug scripts, the giveaway).
 */

// ---------------------------------------------------------------------------------------------------------------
// Configurations

/** How a known key's value is checked on save. */
export type ConfigurationValueRule =
  | { kind: 'percent' }
  | { kind: 'amount'; min: number; max: number }
  | { kind: 'url' }
  | { kind: 'text'; maxLength: number };

export interface KnownConfigurationKey {
  key: string;
  description: string;
  rule: ConfigurationValueRule;
  /** What the product uses while the key is missing. */
  whenMissing: string;
}

/** Longest value of a configuration entry, and of its key and description. */
export const ConfigurationLimits = { keyMax: 120, valueMax: 20_000, descriptionMax: 500 } as const;
/** A key: capitals, digits and underscores; a streamer's fee key adds `:{id}`. */
export const CONFIGURATION_KEY_PATTERN = /^[A-Z][A-Z0-9_]*(:[0-9a-f-]{36})?$/;

/** Every configuration key the services read, with what it does and the values it takes. */
export const KnownConfigurationKeys: readonly KnownConfigurationKey[] = [
  {
    key: LivePriceConfigKeys.INR,
    description: 'Lowest price of a live session in rupees (major units).',
    rule: { kind: 'amount', min: 0, max: 1_000_000 },
    whenMissing: '100',
  },
  {
    key: LivePriceConfigKeys.USD,
    description: 'Lowest price of a live session in US dollars (major units).',
    rule: { kind: 'amount', min: 0, max: 100_000 },
    whenMissing: '5',
  },
  {
    key: PLATFORM_FEE_CONFIG_KEY,
    description: "The platform's share of every sale, in percent, unless a streamer has an agreed fee.",
    rule: { kind: 'percent' },
    whenMissing: '10',
  },
  {
    key: PayoutTaxConfigKeys.indirectTaxPercent,
    description:
      'GST included in the prices of a streamer who gave a GSTIN, on their own sessions, in percent (theirs to remit).',
    rule: { kind: 'percent' },
    whenMissing: '18',
  },
  {
    key: PayoutTaxConfigKeys.platformFeeIndirectTaxPercent,
    description: 'GST on the platform fee, in percent.',
    rule: { kind: 'percent' },
    whenMissing: '18',
  },
  {
    key: PayoutTaxConfigKeys.tdsPercent,
    description: 'TDS withheld from what the fan paid, in percent.',
    rule: { kind: 'percent' },
    whenMissing: '0.1',
  },
  {
    key: STREAMER_TUTORIAL_CONFIG_KEY,
    description: "The tutorial link on the streamer's dashboard.",
    rule: { kind: 'url' },
    whenMissing: 'the default tutorial link',
  },
  {
    key: ONBOARDING_TERMS_CONFIG_KEY,
    description: 'The terms a streamer accepts with their bank details during onboarding.',
    rule: { kind: 'text', maxLength: ConfigurationLimits.valueMax },
    whenMissing: 'the default terms',
  },
  ...(['min', 'max'] as const).flatMap((bound) =>
    (['INR', 'USD'] as const).map((currency) => ({
      key: WalletTopUpConfigKeys[bound][currency],
      description: `${bound === 'min' ? 'Smallest' : 'Largest'} amount a fan adds to their wallet by card at a time, in ${currency === 'INR' ? 'rupees' : 'US dollars'} (major units).`,
      rule: { kind: 'amount', min: 1, max: 1_000_000 } as const,
      whenMissing: String(WalletTopUpDefaults[bound][currency]),
    })),
  ),
];

/** Keys staff never see or set on the configurations list (the website password has its own form). */
export const HiddenConfigurationKeys: readonly string[] = [SITE_PASSWORD_CONFIG_KEY];

export const ConfigurationText = {
  saved: 'Configuration saved',
  removed: 'Configuration removed',
  badKey: 'A key is capital letters, digits and underscores (at most 120)',
  hiddenKey: 'This key is managed on its own form',
  feeKeyElsewhere: "A streamer's fee is set in the platform fees table",
  percent: 'Enter a percent from 0 to 100 with at most two decimals',
  amount: (min: number, max: number) => `Enter a number from ${min} to ${max} with at most two decimals`,
  url: 'Enter a full http(s) link',
  text: (max: number) => `Enter a text of at most ${max} characters`,
  missing: 'Configuration not found',
  feeSaved: 'Platform fee saved',
  feeCleared: 'Platform fee cleared: the standard fee applies',
} as const;

export const knownConfigurationKey = (key: string): KnownConfigurationKey | undefined =>
  KnownConfigurationKeys.find((known) => known.key === key);

const PERCENT = /^(\d{1,3})(\.\d{1,2})?$/;
const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

/** Null when the value suits the key's rule (unknown keys take any text up to the limit); else the reason. */
export function configurationValueProblem(key: string, value: string): string | null {
  const rule = key.startsWith(`${PLATFORM_FEE_CONFIG_KEY}:`)
    ? ({ kind: 'percent' } as const)
    : (knownConfigurationKey(key)?.rule ??
      ({ kind: 'text', maxLength: ConfigurationLimits.valueMax } as const));
  switch (rule.kind) {
    case 'percent':
      return PERCENT.test(value) && Number(value) <= 100 ? null : ConfigurationText.percent;
    case 'amount':
      return AMOUNT.test(value) && Number(value) >= rule.min && Number(value) <= rule.max
        ? null
        : ConfigurationText.amount(rule.min, rule.max);
    case 'url':
      return isWebLink(value) ? null : ConfigurationText.url;
    case 'text':
      return value.length > 0 && value.length <= rule.maxLength
        ? null
        : ConfigurationText.text(rule.maxLength);
  }
}

function isWebLink(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** A configuration entry as staff see it: known keys carry what the product does with them. */
export interface ConfigurationEntryDto extends ConfigurationDto {
  /** False for a known key that isn't set yet (value ''). */
  isSet: boolean;
  known: boolean;
  whenMissing: string | null;
  rule: ConfigurationValueRule | null;
  updatedAt: string | null;
}

export interface SaveConfigurationInput {
  key: string;
  value: string;
  description?: string | null;
}

/** A streamer's agreed platform fee (`PLATFORM_FEE_PERCENT:{streamerId}`). */
export interface StreamerFeeDto {
  streamerId: string;
  percent: string;
  updatedAt: string | null;
}

// ---------------------------------------------------------------------------------------------------------------
// Payment gateways and promo codes

export const PaymentGatewayText = {
  lastActive: 'At least one payment gateway must stay active',
  saved: 'Payment gateways saved',
  duplicate: 'Each payment gateway may appear once',
} as const;

export interface PaymentGatewayChange {
  _id: string;
  priority: number;
  isActive: boolean;
}

export interface AdminPromoCodesQuery {
  page?: number;
  limit?: number;
  /** One streamer's codes; 'platform' for the platform-wide ones; left out: all. */
  streamerId?: string;
  /** Part of the code. */
  search?: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Scripts: usernames (identity) and gig slugs (catalog)

export type ScriptName = 'usernames' | 'slugs';

/** One record's new name: `label` is what people know it by (full name, gig title). */
export interface ScriptChange {
  id: string;
  label: string;
  from: string;
  to: string;
}

/** What a script would do (dry run) or did (applied): the same plan either way. */
export interface ScriptRunDto {
  script: ScriptName;
  applied: boolean;
  changes: ScriptChange[];
  /** Changes whose ideal name another record holds: they take it with a number. */
  conflicts: ScriptChange[];
  unchanged: number;
}

export interface Renamable {
  id: string;
  label: string;
  current: string;
}

export interface RenamePlan {
  changes: ScriptChange[];
  conflicts: ScriptChange[];
  unchanged: number;
}

/**
 * Plans a rename of every record to the name the rule gives it (`ideal`), in the order given (oldest first). A record
 * whose name already fits the rule (`fits`) keeps it; the others take the ideal name, or the first `suffixed(ideal, n)`
 * (n = 2, 3, …) that no record holds now or has been given (names compared by `key`). Those that needed a suffix are
 * also listed as conflicts. Every new name fits the rule, so planning again after applying changes nothing.
 */
export function planRenames(
  records: readonly Renamable[],
  rule: {
    ideal: (record: Renamable) => string;
    fits: (record: Renamable, ideal: string) => boolean;
    suffixed: (ideal: string, n: number) => string;
    key: (name: string) => string;
  },
): RenamePlan {
  const keeps = records.filter((record) => rule.fits(record, rule.ideal(record)));
  const taken = new Set(records.map((record) => rule.key(record.current)));
  const changes: ScriptChange[] = [];
  const conflicts: ScriptChange[] = [];
  for (const record of records) {
    if (keeps.includes(record)) continue;
    const ideal = rule.ideal(record);
    let name = ideal;
    for (let n = 2; taken.has(rule.key(name)) && rule.key(name) !== rule.key(record.current); n += 1) {
      name = rule.suffixed(ideal, n);
    }
    taken.add(rule.key(name));
    const change = { id: record.id, label: record.label, from: record.current, to: name };
    if (name === record.current) continue;
    changes.push(change);
    if (name !== ideal) conflicts.push(change);
  }
  return { changes, conflicts, unchanged: records.length - changes.length };
}

// ---------------------------------------------------------------------------------------------------------------
// Giveaway

export interface GiveawayRule {
  /** ISO instants: fans with an order paid in [from, to). */
  from: string;
  to: string;
  streamerId?: string | null;
}

export interface DrawGiveawayInput extends GiveawayRule {
  title: string;
  winners: number;
  /** Left out: a random seed is made and recorded. */
  seed?: string;
}

export interface GiveawayWinnerDto {
  userId: string;
  username: string | null;
  fullName: string | null;
}

export interface GiveawayDrawDto {
  _id: string;
  title: string;
  rule: GiveawayRule;
  eligibleCount: number;
  /** sha256 of the eligible fans' ids, sorted and joined by newlines. */
  eligibleHash: string;
  seed: string;
  winners: GiveawayWinnerDto[];
  drawnBy: string;
  createdAt: string;
}

export interface GiveawayVerificationDto {
  matches: boolean;
  eligibleHash: string;
  winners: string[];
}

/** A draw the caller was drawn a winner of (the fan's own wins, never another's). */
export interface GiveawayWinDto {
  /** The draw's id. */
  _id: string;
  title: string;
  /** ISO time of the draw. */
  drawnAt: string;
}

/**
 * `winShownDays`: how long a win is shown to its winner (the prize is arranged by mail in that time); `winsShownMax`:
 * the most wins answered at once.
 */
export const GiveawayLimits = {
  winnersMax: 100,
  titleMax: 120,
  seedMax: 128,
  winShownDays: 30,
  winsShownMax: 10,
} as const;

export const GiveawayText = {
  drawn: 'Winners drawn',
  noEligible: 'No fan matches this rule',
  badWindow: 'Pick a window whose start is before its end',
  missing: 'Giveaway not found',
} as const;

export const GiveawayEventSubjects = {
  winnerDrawn: 'events.booking.giveaway-winner',
} as const;
export type { GiveawayWinnerEvent } from './schema/domain-events';

// ---------------------------------------------------------------------------------------------------------------
// Subjects

export interface AdminToolsSubjects {
  'content.configurations': { req: Actor; res: ConfigurationEntryDto[] };
  'content.saveConfiguration': {
    req: Actor & SaveConfigurationInput;
    res: Message & { entry: ConfigurationEntryDto };
  };
  'content.removeConfiguration': { req: Actor & { key: string }; res: Message };
  'content.streamerFees': { req: Actor; res: StreamerFeeDto[] };
  /** percent null clears the streamer's agreed fee. */
  'content.setStreamerFee': { req: Actor & { streamerId: string; percent: string | null }; res: Message };

  'payments.savePaymentGateways': {
    req: Actor & { gateways: PaymentGatewayChange[] };
    res: PaymentGatewayDto[];
  };
  'payments.adminPromoCodes': { req: Actor & AdminPromoCodesQuery; res: Page<PromoCodeDto> };

  'identity.usernamesScript': { req: Actor & { apply: boolean }; res: ScriptRunDto };
  'catalog.slugsScript': { req: Actor & { apply: boolean }; res: ScriptRunDto };

  'booking.giveawayEligible': {
    req: Actor & GiveawayRule;
    res: { eligibleCount: number; eligibleHash: string };
  };
  'booking.drawGiveaway': { req: Actor & DrawGiveawayInput; res: GiveawayDrawDto };
  'booking.giveawayDraws': { req: Actor & { page?: number; limit?: number }; res: Page<GiveawayDrawDto> };
  'booking.verifyGiveaway': { req: Actor & { drawId: string }; res: GiveawayVerificationDto };
  /** The caller's own recent wins, newest first (not a staff call: `userId` is the signed-in fan). */
  'booking.giveawayWins': { req: Actor; res: GiveawayWinDto[] };
}
