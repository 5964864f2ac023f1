import type { EarningsWindowsDays } from '../constants';
import type { Currency } from '../currency';

/** Spec §9 earnings windows, in days of the streamer's time zone (today and the days before it). */
export type EarningsWindow = (typeof EarningsWindowsDays)[number];

/**
 * The platform's share of a sale, in percent, when configuration has no PLATFORM_FEE_PERCENT: 10 percent, the
 * middle of what creator marketplaces take (5 to 20) and a round number a streamer can check by hand.
 */
export const PLATFORM_FEE_DEFAULT_PERCENT = 10;
/** Configuration key of the platform fee percent (a number 0 to 100, up to two decimals). */
export const PLATFORM_FEE_CONFIG_KEY = 'PLATFORM_FEE_PERCENT';
/** A streamer's own fee percent, when staff set one: `PLATFORM_FEE_PERCENT:{streamerId}` wins over the global key. */
export const platformFeeConfigKeyOf = (streamerId: string): string =>
  `${PLATFORM_FEE_CONFIG_KEY}:${streamerId}`;

/** Configuration key of the tutorial link on the streamer's dashboard (spec §6), and the link used without it. */
export const STREAMER_TUTORIAL_CONFIG_KEY = 'STREAMER_TUTORIAL_LINK';
export const STREAMER_TUTORIAL_DEFAULT_LINK =
  'https://www.youtube.com/results?search_query=obs+studio+tutorial';

/** The time zone figures are counted in when the caller names none. */
export const EARNINGS_DEFAULT_TIME_ZONE = 'UTC';

/**
 * Spec §3 "Earnings": what the streamer earned (after the platform fee, net of refunds), in minor units of
 * `currency`, counted from the ledger's entries on their earnings account.
 */
export interface EarningsSummaryDto {
  streamerId: string;
  currency: Currency;
  /** The IANA zone the windows' days were counted in. */
  timeZone: string;
  totalEarnings: number;
  last7Days: number;
  last30Days: number;
  last90Days: number;
  /** The earnings account's balance: earned and not yet paid out. */
  remainingEarnings: number;
  /** Every sale ever, and the fees the platform kept on them (net of refunds). */
  grossSales: number;
  platformFees: number;
}

export interface EarningsDayDto {
  /** The day in `timeZone`, YYYY-MM-DD. */
  date: string;
  earnings: number;
}

/** Spec /paginated-earnings/{id}?days: one entry per day of the window, oldest first, days without sales at 0. */
export interface EarningsSeriesDto {
  streamerId: string;
  currency: Currency;
  timeZone: string;
  days: EarningsWindow;
  total: number;
  series: EarningsDayDto[];
}

/** Spec GET /api/influencers/{id}/platform-fees: the fee in force now and the payout tax defaults (§9). */
export interface PlatformFeesDto {
  streamerId: string;
  platformFeePercent: number;
  /** 'streamer' when a fee is configured for this streamer alone. */
  source: 'streamer' | 'configuration' | 'default';
  /** GST on the streamer's own service, included in their prices: charged only while they have a GSTIN. */
  indirectTaxPercent: number;
  platformFeeIndirectTaxPercent: number;
  tdsPercent: number;
  /** The GSTIN the streamer gave in onboarding; null: they charge no GST on their sessions. */
  streamerGstin: string | null;
}

/**
 * The GST included in what a fan paid for an order, on the streamer's own service (for the fan's invoice): the
 * streamer's GSTIN and the rate when the order was sold, and the amount (minor units); gstin null and 0 without.
 */
export interface SaleTaxDto {
  gstin: string | null;
  gstPercent: number;
  gst: number;
}

/** The paid VIP places of one live session, as the ledger has them (refunded places count out). */
export interface LiveSessionEarningsDto {
  liveSessionId: string;
  currency: Currency;
  /** What fans paid for VIP places, net of refunds. */
  vipRevenue: number;
  /** The streamer's part of it, after the platform fee. */
  earnings: number;
  /** Paid VIP places that were not refunded: fans served (an unserved paid place is refunded). */
  vipFansServed: number;
}

interface EarningsQuery {
  streamerId: string;
  /** IANA zone; left out: UTC. */
  timeZone?: string;
  /** Left out: the currency the streamer last earned in, or before any sale `baseCurrency` (else USD). */
  currency?: Currency;
  /** The streamer's base currency (spec §4), for a streamer who has sold nothing yet. */
  baseCurrency?: Currency;
}

/** Payments' earnings subjects; the gateway has checked the caller may act for `streamerId`. */
export interface EarningsSubjects {
  'payments.streamerEarnings': { req: EarningsQuery; res: EarningsSummaryDto };
  'payments.streamerEarningsByDay': { req: EarningsQuery & { days: EarningsWindow }; res: EarningsSeriesDto };
  'payments.platformFees': { req: { streamerId: string }; res: PlatformFeesDto };
  /**
   * The GST included in an order's payment (booking's invoice asks): as the sale was booked, or, in the moment
   * before its order-paid event is booked, as it will be booked (`streamerId` and `amountPaid` say which sale).
   */
  'payments.saleTax': { req: { orderId: string; streamerId: string; amountPaid: number }; res: SaleTaxDto };
  'payments.liveSessionEarnings': { req: { streamerId: string }; res: LiveSessionEarningsDto[] };
}
