import { Injectable } from '@nestjs/common';

/** The longest a cached page or total serves: every change clears them, so this only bounds a missed one. */
export const PAGE_CACHE_TTL_MS = 30_000;
/** The most pages kept; the oldest go first. */
export const PAGE_CACHE_MAX_ENTRIES = 2_000;

interface Entry {
  value: Promise<unknown>;
  expires: number;
}

/**
 * Hot public pages (browse lists, landing rows, search suggestions) kept in this catalog replica's memory.
 * Any committed change a public page shows (a gig created, edited, archived or deleted, a star's profile, live
 * state or pick, a game, favourite and click counts) clears the whole cache when its notification reaches this
 * replica (page-cache.listener.ts); PAGE_CACHE_TTL_MS bounds an entry's life besides. Concurrent misses of one
 * key share one query.
 */
@Injectable()
export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly totals = new Map<string, { value: number; expires: number }>();
  private readonly clearedListeners = new Set<() => void>();
  private generation = 0;
  /** Off until the change listener is listening (and while it is not): every read goes to the database. */
  private enabled = false;
  /** The clock (a test may replace it). */
  now: () => number = Date.now;

  /** The cached answer for `key`, or `load()`'s (kept unless the cache was cleared while it ran, or it failed). */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.enabled) return load();
    const now = this.now();
    const cached = this.entries.get(key);
    if (cached && cached.expires > now) return cached.value as Promise<T>;
    if (cached) this.entries.delete(key);
    const generation = this.generation;
    const value = load();
    this.entries.set(key, { value, expires: now + PAGE_CACHE_TTL_MS });
    if (this.entries.size > PAGE_CACHE_MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    void value.then(
      () => {
        // A page read before a change that cleared the cache must not outlive it.
        if (generation !== this.generation && this.entries.get(key)?.value === value)
          this.entries.delete(key);
      },
      () => undefined,
    );
    return value;
  }

  /** The count of a filter's matches, when known since the last change. */
  total(key: string): number | undefined {
    const known = this.totals.get(key);
    if (!known || !this.enabled) return undefined;
    if (known.expires > this.now()) return known.value;
    this.totals.delete(key);
    return undefined;
  }

  /** The cache's state now: pass it to `setTotal` so a count taken before a change is not kept after it. */
  get version(): number {
    return this.generation;
  }

  /** Keeps a filter's count until the next change (unless one happened since `version`). */
  setTotal(key: string, value: number, version: number): void {
    if (!this.enabled || version !== this.generation) return;
    this.totals.set(key, { value, expires: this.now() + PAGE_CACHE_TTL_MS });
    if (this.totals.size > PAGE_CACHE_MAX_ENTRIES) {
      const oldest = this.totals.keys().next().value;
      if (oldest !== undefined) this.totals.delete(oldest);
    }
  }

  /** Forgets every page and total (a public change happened). */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.totals.clear();
    for (const listener of this.clearedListeners) listener();
  }

  /** Serves from the cache from now on (the listener hears every change). */
  enable(): void {
    this.clear();
    this.enabled = true;
  }

  /** Reads go to the database until enabled again (the listener lost its session). */
  disable(): void {
    this.enabled = false;
    this.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** Calls `listener` after each clear (tests wait on it); returns the unsubscribe. */
  onCleared(listener: () => void): () => void {
    this.clearedListeners.add(listener);
    return () => this.clearedListeners.delete(listener);
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
