import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { type CacheTicket, GenerationalCache, type GenerationalStore } from '@lobby/service-kit';
import { BROTLI_QUALITY } from '../http/compression';

/** The encodings a kept page is also kept in, made on first asking; the browser's preference comes first. */
export const HOT_PAGE_ENCODINGS = ['br', 'gzip'] as const;
export type HotPageEncoding = (typeof HOT_PAGE_ENCODINGS)[number];

export interface HotPageLimits {
  /** The longest a page serves: every change clears it, so this only bounds a missed announcement. */
  maxAgeMs: number;
  maxEntries: number;
  /** Bodies and their compressed copies together. */
  maxBytes: number;
}

export const HOT_PAGE_LIMITS: HotPageLimits = {
  maxAgeMs: 2_000,
  maxEntries: 1_000,
  maxBytes: 32 * 1024 * 1024,
};

/** An anonymous public answer as it was sent (before any compression). */
export interface HotPageAnswer {
  body: Buffer;
  contentType: string;
  etag: string;
  cacheControl: string;
  /**
   * Whether it may be answered before Nest's guards run: only when the route's guards do nothing for an anonymous
   * visitor but find them anonymous (a rate-limited route, say, is answered after its guard).
   */
  servedBeforeGuards: boolean;
  /** Served before the guards only once the search rate limit allowed it (its guard is SearchRateLimitGuard). */
  searchLimited: boolean;
}

export interface HotPage extends HotPageAnswer {
  readonly key: string;
  /** Compressed copies, made once per encoding when first asked for. */
  readonly encoded: Partial<Record<HotPageEncoding, Buffer>>;
}

/** What a request was sent with: pass it back to `store`, so an answer read before a clear is not kept after it. */
export type HotPageTicket = CacheTicket;

/**
 * The gateway's hot public pages (anonymous list answers) by path and query. Cleared whenever the catalog announces
 * a change (hot-pages.subscriber.ts); besides, a page lives `maxAgeMs` at most, and the oldest-used pages go first
 * past `maxEntries` or `maxBytes`. Off (nothing served or kept) while the announcements can't be heard.
 */
export class HotPageCache extends GenerationalCache {
  private readonly pages: GenerationalStore<HotPage>;
  /** Requests waiting for the one already asking for a missing page, by ticket and key. */
  private readonly fills = new Map<string, (() => void)[]>();
  /** The clock (a test may replace it). */
  now: () => number = Date.now;

  constructor(readonly limits: HotPageLimits = HOT_PAGE_LIMITS) {
    super();
    this.pages = this.newStore<HotPage>(
      {
        maxAgeMs: limits.maxAgeMs,
        maxEntries: limits.maxEntries,
        maxWeight: limits.maxBytes,
        weigh: pageBytes,
        readsRenew: true,
      },
      () => this.now(),
    );
  }

  /** The page kept for `key`, fresh, or undefined (always undefined while off). */
  get(key: string): HotPage | undefined {
    return this.pages.get(key);
  }

  /** Keeps an answer unless the cache was cleared (or turned off) since `ticket` was taken, or it is too big. */
  store(key: string, ticket: HotPageTicket, answer: HotPageAnswer): void {
    this.pages.keep(key, ticket, { ...answer, key, encoded: {} });
  }

  /**
   * For a request that found no page for `key`: true when it is the one to ask (it goes through, and its answer
   * is kept); otherwise `waiter` runs once that request has answered (its page kept by then, or not keepable),
   * so a burst of misses, such as the moment a popular page expires, reaches the catalog once.
   */
  joinFill(key: string, ticket: HotPageTicket, waiter: () => void): boolean {
    const fill = `${ticket} ${key}`;
    const waiters = this.fills.get(fill);
    if (waiters) {
      waiters.push(waiter);
      return false;
    }
    this.fills.set(fill, []);
    return true;
  }

  /** The request asking for `key` has answered (or gone): the requests waiting for it go on. */
  endFill(key: string, ticket: HotPageTicket): void {
    const fill = `${ticket} ${key}`;
    const waiters = this.fills.get(fill);
    if (!waiters) return;
    this.fills.delete(fill);
    for (const waiter of waiters) waiter();
  }

  /** The page's body in `encoding`, compressed on first asking and then kept with it. */
  encodedBody(page: HotPage, encoding: HotPageEncoding): Buffer {
    const kept = page.encoded[encoding];
    if (kept) return kept;
    const compressed =
      encoding === 'br'
        ? brotliCompressSync(page.body, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: page.body.length,
            },
          })
        : gzipSync(page.body);
    // Kept only while the page itself is (a clear may have come since it was read).
    if (this.pages.holds(page.key, page)) {
      page.encoded[encoding] = compressed;
      this.pages.reweigh(page.key, page);
    }
    return compressed;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.pages.size, bytes: this.pages.weight };
  }
}

function pageBytes(page: HotPage): number {
  let bytes = page.body.length;
  for (const encoded of Object.values(page.encoded)) bytes += encoded.length;
  return bytes;
}
