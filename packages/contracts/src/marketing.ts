/*
 * Issue 18 item 7: ad-pixel events (spec §7 Other "Ad pixel events are sent for likes, follows, page views,
 * shares, signup, login, OTP and link verification").
 */

/** The public pixel settings the web app reads (both null when no pixel is configured: nothing is sent). */
export interface MarketingPixelDto {
  pixelId: string | null;
  endpoint: string | null;
}

/** The events the web app's tracker sends. */
export const MarketingEvents = [
  'page_view',
  'like',
  'follow',
  'share',
  'sign_up',
  'login',
  'otp_verified',
  'link_verified',
] as const;
export type MarketingEvent = (typeof MarketingEvents)[number];

/** One event as posted to the pixel's endpoint (a text/plain JSON body, so a beacon needs no CORS preflight). */
export interface MarketingBeacon {
  pixelId: string;
  event: MarketingEvent;
  /** The page's path when the event happened. */
  path: string;
  /** Milliseconds since the epoch. */
  at: number;
  props: Record<string, string | number | boolean>;
}
