import type { Currency } from '../currency';
import type { Actor, Message } from '../rpc';

/**
 * Streamer analytics (spec §7 Streamer: full-analytics, streamer-analytics/*) and the page views and clicks that
 * feed them. A view or a click counts once per visitor, item and UTC day; the streamer's own and their
 * moderators' visits and obvious bots count nowhere.
 */

export const AnalyticsText = {
  viewRecorded: 'View recorded',
} as const;

/** What a page view is of: a star's page, a gig's page, or a live session's page. */
export const ViewedPageKinds = ['star', 'gig', 'live'] as const;
export type ViewedPageKind = (typeof ViewedPageKinds)[number];

/** The least data before the dashboard shows figures: views of the streamer's pages and paid orders (all time). */
export const AnalyticsThresholds = {
  minViews: 20,
  minPaidOrders: 3,
} as const;

/** full-analytics windows in days (today and the days before it, in the viewer's zone); 30 when none is asked for. */
export const AnalyticsWindowsDays = [7, 30, 90] as const;
export type AnalyticsWindow = (typeof AnalyticsWindowsDays)[number];
export const ANALYTICS_DEFAULT_WINDOW: AnalyticsWindow = 30;
/** How many gigs and fans the top lists hold. */
export const ANALYTICS_TOP_LIMIT = 5;

/**
 * Who is looking, as the gateway knows it: `visitorId` is the user id when signed in, else a hash of the IP
 * and user agent; `managedStarIds` are the streamers the viewer is or moderates (their visits count nowhere).
 */
export interface TrackingVisitor {
  visitorId: string;
  userAgent: string;
  managedStarIds: string[];
}

/** The conversion funnel: distinct visitor-days at each stage; `paid` counts paid orders and VIP places. */
export interface AnalyticsFunnelDto {
  views: number;
  clicks: number;
  checkoutsStarted: number;
  paid: number;
}

export interface AnalyticsRevenueDto {
  currency: Currency;
  amount: number;
}

/** Spec /full-analytics/{id}: the funnel and totals over the last `days` days in `timeZone`. */
export interface FullAnalyticsDto {
  streamerId: string;
  days: AnalyticsWindow;
  /** The IANA zone the window's days are counted in (`UTC` unless the caller named one). */
  timeZone: string;
  /** First day of the window, YYYY-MM-DD in `timeZone`. */
  since: string;
  funnel: AnalyticsFunnelDto;
  /** Percentages (two decimals) of each step from the one before, and overall views → paid. */
  rates: { clickThrough: number; checkout: number; payment: number; overall: number };
  /** Revenue paid in the window per currency, minor units. */
  revenue: AnalyticsRevenueDto[];
  uniqueFans: number;
  /** Views per page kind in the window. */
  viewsByPage: Record<ViewedPageKind, number>;
}

export interface TopGigDto {
  gigId: string;
  product_title: string;
  slug: string;
  paidOrders: number;
  /** What the gig's paid orders brought, in `currency` minor units (the gig's price currency). */
  revenue: number;
  currency: Currency;
  views: number;
  clicks: number;
  /** Paid orders per view as a percentage (0 to 100, two decimals). */
  conversionRate: number;
}

export interface TopFanDto {
  userId: string;
  username: string | null;
  fullName: string | null;
  imageUrl: string | null;
  paidOrders: number;
  /** Spend per currency, minor units, largest first. */
  spend: AnalyticsRevenueDto[];
  lastPaidAt: string;
}

/** What is still missing before analytics mean something, for the dashboard's empty state. */
export interface EnoughDataDto {
  isEnoughData: boolean;
  views: number;
  paidOrders: number;
  required: { views: number; paidOrders: number };
  missing: { views: number; paidOrders: number };
}

type StreamerQuery = Actor & { starId: string };

/** Catalog's analytics subjects; the gateway resolves the acting streamer (themself or their moderator). */
export interface CatalogAnalyticsSubjects {
  /** A page view (not named by the spec; the web's star, gig and live pages send it once per load). */
  'catalog.trackView': {
    req: TrackingVisitor & { itemId: string; influencerId: string | null; type: ViewedPageKind };
    res: Message & { counted: boolean };
  };
  'catalog.fullAnalytics': {
    req: StreamerQuery & { days?: AnalyticsWindow; timeZone?: string };
    res: FullAnalyticsDto;
  };
  'catalog.topPerformingGigs': { req: StreamerQuery; res: TopGigDto[] };
  'catalog.topFans': { req: StreamerQuery; res: TopFanDto[] };
  'catalog.isEnoughDataForAnalytics': { req: StreamerQuery; res: EnoughDataDto };
}
