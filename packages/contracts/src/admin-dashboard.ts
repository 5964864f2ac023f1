import type { Currency } from './currency';
import type { StaffService } from './roles';

/**
 * The staff dashboard (/admin/dashboard, issue 17 item 2). Each card's figures come from the service that owns
 * them, and each card needs read of one staff service: a member sees the cards they may read, and the gateway asks
 * only the services behind those cards. Days are days in the viewer's zone (`timeZone`, UTC by default): "7 days"
 * is today and the 6 days before it from local midnight, as on the streamer dashboard.
 */
export const DashboardCards = {
  /** Gross sales per currency, paid orders, sales per day, payouts due (payments). */
  sales: 'Payouts',
  /** New fans (identity). */
  fans: 'User Management',
  /** New streamers and streamers live now (identity, live). */
  streamers: 'Influencers',
  /** Pending reports (identity). */
  reports: 'Reported Users',
  /** Onboardings waiting for verification (identity). */
  onboarding: 'Onboarding',
} as const satisfies Record<string, StaffService>;
export type DashboardCard = keyof typeof DashboardCards;

/** The dashboard's windows in days: today, 7 and 30 days. */
export const DashboardWindows = { today: 1, week: 7, month: 30 } as const;

/** A figure over today, the last 7 and the last 30 days. */
export interface WindowedCount {
  today: number;
  week: number;
  month: number;
}

/** An amount in minor units of one currency. */
export interface CurrencyAmount {
  currency: Currency;
  amount: number;
}

/** Payments' figures: ledger sums of sales net of refunds, never converted between currencies. */
export interface SalesFiguresDto {
  /** Gross sales per currency (what fans paid, less what was refunded, each on the day it happened). */
  gross: { today: CurrencyAmount[]; week: CurrencyAmount[]; month: CurrencyAmount[] };
  /** Orders and VIP places paid in the window (a later refund doesn't take them out). */
  paidOrders: WindowedCount;
  /** Net sales per local day of the last 30 days (today last), per currency sold in them (other days zero). */
  byDay: { day: string; currency: Currency; amount: number }[];
  /** Streamers with remaining payout lines, and their net per currency (spec §4 Payouts: remaining). */
  payoutsDue: { streamers: number; amounts: CurrencyAmount[] };
}

/** Identity's figures. */
export interface AccountFiguresDto {
  newFans: WindowedCount;
  newStreamers: WindowedCount;
  /** Pending reports, and the accounts they name. */
  pendingReports: { reports: number; accounts: number };
  /** Onboarding details submitted and not verified yet. */
  onboardingsWaiting: number;
}

/** Live's figure. */
export interface LiveFiguresDto {
  streamersLiveNow: number;
}

/** The dashboard as the web reads it: a card the member can't read is null. */
export interface AdminDashboardDto {
  timeZone: string;
  sales: SalesFiguresDto | null;
  fans: { newFans: WindowedCount } | null;
  streamers: { newStreamers: WindowedCount; liveNow: number | null } | null;
  reports: AccountFiguresDto['pendingReports'] | null;
  onboarding: { waiting: number } | null;
}

interface FiguresRequest {
  timeZone: string;
}

/** Internal: the gateway's dashboard asks each owning service for its figures (400 for a zone it doesn't know). */
export interface AdminFiguresSubjects {
  'payments.adminFigures': { req: FiguresRequest; res: SalesFiguresDto };
  'identity.adminFigures': { req: FiguresRequest; res: AccountFiguresDto };
  'live.adminFigures': { req: Record<string, never>; res: LiveFiguresDto };
}
