import { Injectable } from '@nestjs/common';
import { type CacheTicket, GenerationalCache, type GenerationalStoreLimits } from '@lobby/service-kit';

/** The longest a cached page or total serves: every change clears them, so this only bounds a missed one. */
export const PAGE_CACHE_TTL_MS = 30_000;
/** The most pages kept; the oldest go first. */
export const PAGE_CACHE_MAX_ENTRIES = 2_000;

const PAGE_CACHE_LIMITS: GenerationalStoreLimits<unknown> = {
  maxAgeMs: PAGE_CACHE_TTL_MS,
  maxEntries: PAGE_CACHE_MAX_ENTRIES,
};

/**
 * Hot public pages (browse lists, landing rows, search suggestions) kept in this catalog replica's memory.
 * Any committed change a public page shows (a gig created, edited, archived or deleted, a star's profile, live
 * state or pick, a game, favourite and click counts) clears the whole cache when its notification reaches this
 * replica (page-cache.listener.ts); PAGE_CACHE_TTL_MS bounds an entry's life besides. Concurrent misses of one
 * key share one query. Off until the change listener is listening (and while it is not): every read goes to the
 * database.
 */
@Injectable()
export class PageCache extends GenerationalCache {
  private readonly pages = this.newStore<Promise<unknown>>(PAGE_CACHE_LIMITS, () => this.now());
  /** Each filter's count of matches. */
  private readonly totals = this.newStore<number>(PAGE_CACHE_LIMITS, () => this.now());
  /** The clock (a test may replace it). */
  now: () => number = Date.now;

  /** The cached answer for `key`, or `load()`'s (kept unless the cache was cleared while it ran, or it failed). */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const ticket = this.ticket();
    if (ticket === null) return load();
    const cached = this.pages.get(key);
    if (cached) return cached as Promise<T>;
    const value = load();
    // Kept while it runs, so concurrent misses share it; a clear meanwhile empties the store, so it can't outlive it.
    this.pages.keep(key, ticket, value);
    value.catch(() => this.pages.forget(key, value));
    return value;
  }

  /** The count of a filter's matches, when known since the last change. */
  total(key: string): number | undefined {
    return this.totals.get(key);
  }

  /** The cache's state now: pass it to `setTotal` so a count taken before a change is not kept after it. */
  get version(): CacheTicket | null {
    return this.ticket();
  }

  /** Keeps a filter's count until the next change (unless one happened since `version`). */
  setTotal(key: string, value: number, version: CacheTicket | null): void {
    this.totals.keep(key, version, value);
  }

  get size(): number {
    return this.pages.size;
  }
}

/** A stable key: the same filters in any property order give the same key. */
export function pageKey(kind: string, ...parts: unknown[]): string {
  return JSON.stringify([kind, ...parts], (_name, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value as Record<string, unknown>)
            .filter(([, entry]) => entry !== undefined)
            .sort(([a], [b]) => a.localeCompare(b)),
        )
      : value,
  );
}
