import type { Page } from '@lobby/contracts';
import { escapeHtml } from './html-meta';
import type { MetaRpc } from './page-meta-resolver';

/** URLs per sitemap file: far under the protocol's 50,000, so one file is a few cheap page reads. */
export const SITEMAP_URLS_PER_FILE = 1_000;
/** Rows asked for per service page (the services' page limit). */
const ROWS_PER_PAGE = 100;
const SITEMAP_LOOKUP_TIMEOUT_MS = 5_000;

export interface SitemapEntry {
  /** Path on the site, e.g. /stars/ana. */
  path: string;
  /** ISO date-time of the last change, when the service knows it. */
  lastmod: string | null;
}

/** One kind of public page, read a page at a time through its service in a stable order. */
export interface SitemapSource {
  kind: string;
  read(rpc: MetaRpc, page: number, limit: number): Promise<Page<SitemapEntry>>;
}

const segment = encodeURIComponent;

function mapPage<T>(page: Page<T>, entry: (item: T) => SitemapEntry): Page<SitemapEntry> {
  return { ...page, data: page.data.map(entry) };
}

const timeout = { timeoutMs: SITEMAP_LOOKUP_TIMEOUT_MS };

/** Stars, gigs, games and blog posts (spec §2's shareable public pages). */
export const SITEMAP_SOURCES: SitemapSource[] = [
  {
    kind: 'stars',
    read: async (rpc, page, limit) =>
      mapPage(await rpc.send('catalog.influencers', { page, limit }, timeout), (star) => ({
        path: `/stars/${segment(star.username)}`,
        lastmod: null,
      })),
  },
  {
    kind: 'gigs',
    read: async (rpc, page, limit) =>
      mapPage(await rpc.send('catalog.gigsForScroll', { page, limit, sort: 'date' }, timeout), (gig) => ({
        path: `/stars/${segment(gig._influencer_id.username)}/gigs/${segment(gig.slug)}`,
        lastmod: gig.updatedAt,
      })),
  },
  {
    kind: 'games',
    read: async (rpc, page, limit) =>
      mapPage(
        await rpc.send('catalog.gamesForScroll', { page, limit, sort: 'alphabetically' }, timeout),
        (game) => ({ path: `/browse?game=${segment(game.slug)}`, lastmod: null }),
      ),
  },
  {
    kind: 'blogs',
    // The blog list has its own page size (spec §9); the reader follows whatever size it answers with.
    read: async (rpc, page) =>
      mapPage(await rpc.send('content.blogList', { page }, timeout), (post) => ({
        path: `/blogs/${segment(post.slug)}`,
        lastmod: post.publishedAt,
      })),
  },
];

/** How many files a source needs (at least one, so the index always names every kind). */
export async function fileCountOf(rpc: MetaRpc, source: SitemapSource): Promise<number> {
  const first = await source.read(rpc, 1, ROWS_PER_PAGE);
  return Math.max(1, Math.ceil(first.total / SITEMAP_URLS_PER_FILE));
}

/** The entries of file `file` (1-based) of a source: rows [(file-1)·per file, file·per file). */
export async function fileEntries(
  rpc: MetaRpc,
  source: SitemapSource,
  file: number,
): Promise<SitemapEntry[]> {
  const start = (file - 1) * SITEMAP_URLS_PER_FILE;
  const end = start + SITEMAP_URLS_PER_FILE;
  const first = await source.read(rpc, 1, ROWS_PER_PAGE);
  const size = first.limit || ROWS_PER_PAGE;
  const entries: SitemapEntry[] = [];
  for (let page = Math.floor(start / size) + 1; (page - 1) * size < Math.min(end, first.total); page += 1) {
    const answer = page === 1 ? first : await source.read(rpc, page, ROWS_PER_PAGE);
    answer.data.forEach((entry, index) => {
      const position = (page - 1) * size + index;
      if (position >= start && position < end) entries.push(entry);
    });
    if (answer.data.length === 0) break;
  }
  return entries;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function lastmodTag(lastmod: string | null): string {
  if (!lastmod) return '';
  const date = new Date(lastmod);
  return Number.isNaN(date.getTime()) ? '' : `<lastmod>${date.toISOString()}</lastmod>`;
}

export function urlSetXml(base: string, entries: SitemapEntry[]): string {
  const urls = entries.map(
    (entry) => `  <url><loc>${escapeHtml(`${base}${entry.path}`)}</loc>${lastmodTag(entry.lastmod)}</url>`,
  );
  return [XML_HEAD, `<urlset xmlns="${NS}">`, ...urls, '</urlset>', ''].join('\n');
}

export function sitemapIndexXml(base: string, files: string[]): string {
  const items = files.map((file) => `  <sitemap><loc>${escapeHtml(`${base}${file}`)}</loc></sitemap>`);
  return [XML_HEAD, `<sitemapindex xmlns="${NS}">`, ...items, '</sitemapindex>', ''].join('\n');
}

/** Public pages every crawler may read, and the areas none should (spec §2 private routes). */
export const ROBOTS_DISALLOWED = [
  '/admin',
  '/influencer',
  '/api',
  '/auth',
  '/checkout',
  '/profile',
  '/favorites',
  '/orders',
  '/sessions',
  '/notifications',
  '/account',
  '/settings',
  '/signup/verify',
  '/signup/verifyotp',
  '/reset-password',
  '/forgot-password',
  '/email-capture',
  '/country-capture',
  '/change-email',
  '/unsubscribe',
  '/streamer-password-setup',
  '/google-discord-user',
  '/password-login',
];

export function robotsTxt(base: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}
