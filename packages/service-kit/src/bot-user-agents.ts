/**
 * User agents of crawlers, link previewers, monitors and headless browsers: their views and clicks are not a
 * person's interest, so they count nowhere (catalog's clicks and views, content's blog reads: one rule).
 * Deliberately broad; a real browser names none of these words.
 */
const BOT_USER_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|headless|phantomjs|puppeteer|playwright|selenium|lighthouse|preview|facebookexternalhit|embedly|curl\/|wget\/|python-requests|httpclient|go-http-client|okhttp|axios\/|node-fetch|^$/i;

export function isBotUserAgent(userAgent: string | undefined): boolean {
  return BOT_USER_AGENT.test((userAgent ?? '').trim());
}

/** The UTC day a mark counts on (YYYY-MM-DD): a visitor counts once per item and day. */
export function markDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}
