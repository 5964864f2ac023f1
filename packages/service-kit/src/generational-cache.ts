/** The generation a read started in: pass it back when keeping its answer, so one read before a clear is refused. */
export type CacheTicket = number;

export interface GenerationalStoreLimits<V> {
  /** The longest a value serves: every change clears the cache, so this only bounds a missed clear. */
  maxAgeMs: number;
  /** The most values kept; past it the first in eviction order goes. */
  maxEntries: number;
  /** The most the kept values may weigh together (by `weigh`); a value heavier on its own is not kept. */
  maxWeight?: number;
  weigh?: (value: V) => number;
  /** Whether a read makes a value the last to go (least recently used first out); else the first kept goes first. */
  readsRenew?: boolean;
}

/**
 * An in-memory cache that some change signal clears whole: its generation and on/off switch, and the stores that
 * follow it (`newStore`). Each clear empties every store and moves to a new generation, so an answer read before
 * the clear (its ticket taken earlier) is not kept after it. Off (nothing served or kept) until enabled: enable
 * once the change signal is known to be heard, disable when it may be missed.
 */
export class GenerationalCache {
  private generation = 0;
  private enabled = false;
  private readonly stores: Pick<GenerationalStore<unknown>, 'empty'>[] = [];
  private readonly clearedListeners = new Set<() => void>();

  /** A store of values by key that follows this cache: emptied at each clear, keeping and serving nothing while off. */
  newStore<V>(limits: GenerationalStoreLimits<V>, now: () => number = Date.now): GenerationalStore<V> {
    const store = new GenerationalStore<V>(this, limits, now);
    this.stores.push(store);
    return store;
  }

  /** Taken when a read starts; null while off (its answer will not be kept). */
  ticket(): CacheTicket | null {
    return this.enabled ? this.generation : null;
  }

  /** Whether an answer read with `ticket` may be kept: the cache is on and was not cleared since. */
  admits(ticket: CacheTicket | null): boolean {
    return this.enabled && ticket === this.generation;
  }

  get isEnabled(): boolean {
    return this.enabled;
  }

  /** Forgets everything (a change happened); answers already on their way are not kept. */
  clear(): void {
    this.generation += 1;
    for (const store of this.stores) store.empty();
    for (const listener of this.clearedListeners) listener();
  }

  /** Serves and keeps from now on, starting empty (the change signal is heard). */
  enable(): void {
    this.clear();
    this.enabled = true;
  }

  /** Serves and keeps nothing until enabled again (the change signal may be missed). */
  disable(): void {
    this.enabled = false;
    this.clear();
  }

  /** Calls `listener` after each clear, once every store is empty; returns the unsubscribe. */
  onCleared(listener: () => void): () => void {
    this.clearedListeners.add(listener);
    return () => this.clearedListeners.delete(listener);
  }
}

interface StoredValue<V> {
  value: V;
  expires: number;
  weight: number;
}

/** Values by key, each for `maxAgeMs` at most, within `maxEntries` and `maxWeight`; made by GenerationalCache.newStore. */
export class GenerationalStore<V> {
  private readonly entries = new Map<string, StoredValue<V>>();
  private totalWeight = 0;

  constructor(
    private readonly cache: GenerationalCache,
    readonly limits: GenerationalStoreLimits<V>,
    private readonly now: () => number,
  ) {}

  /** The value kept for `key`, fresh, or undefined (always undefined while the cache is off). */
  get(key: string): V | undefined {
    if (!this.cache.isEnabled) return undefined;
    const stored = this.entries.get(key);
    if (!stored) return undefined;
    if (stored.expires <= this.now()) {
      this.remove(key, stored);
      return undefined;
    }
    if (this.limits.readsRenew) {
      // The Map's order is the eviction order: most recently used last.
      this.entries.delete(key);
      this.entries.set(key, stored);
    }
    return stored.value;
  }

  /** Keeps `value` for `key` unless the cache was cleared (or turned off) since `ticket`, or it weighs too much. */
  keep(key: string, ticket: CacheTicket | null, value: V): void {
    if (!this.cache.admits(ticket)) return;
    const weight = this.weigh(value);
    if (weight > this.maxWeight) return;
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    this.entries.set(key, { value, expires: this.now() + this.limits.maxAgeMs, weight });
    this.totalWeight += weight;
    this.evictPastLimits();
  }

  /** Whether `value` is the one kept for `key` (fresh or not). */
  holds(key: string, value: V): boolean {
    return this.entries.get(key)?.value === value;
  }

  /** Drops `key`'s value if it is still `value` (one kept since is left alone). */
  forget(key: string, value: V): void {
    const stored = this.entries.get(key);
    if (stored?.value === value) this.remove(key, stored);
  }

  /** Weighs `value` again after it grew, if it is still the one kept for `key`, evicting past `maxWeight`. */
  reweigh(key: string, value: V): void {
    const stored = this.entries.get(key);
    if (stored?.value !== value) return;
    const weight = this.weigh(value);
    this.totalWeight += weight - stored.weight;
    stored.weight = weight;
    this.evictPastLimits();
  }

  /** Forgets every value (the cache it follows was cleared). */
  empty(): void {
    this.entries.clear();
    this.totalWeight = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  get weight(): number {
    return this.totalWeight;
  }

  private get maxWeight(): number {
    return this.limits.maxWeight ?? Number.POSITIVE_INFINITY;
  }

  private weigh(value: V): number {
    return this.limits.weigh?.(value) ?? 0;
  }

  private remove(key: string, stored: StoredValue<V>): void {
    this.entries.delete(key);
    this.totalWeight -= stored.weight;
  }

  private evictPastLimits(): void {
    while (this.entries.size > this.limits.maxEntries || this.totalWeight > this.maxWeight) {
      const first = this.entries.entries().next().value;
      if (!first) return;
      this.remove(first[0], first[1]);
    }
  }
}
