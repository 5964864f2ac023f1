import { GenerationalCache, type GenerationalStoreLimits } from './generational-cache';

describe('GenerationalCache', () => {
  let now = 1_000;
  const clock = () => now;
  const newCache = <V = string>(limits: Partial<GenerationalStoreLimits<V>> = {}) => {
    const cache = new GenerationalCache();
    const store = cache.newStore<V>({ maxAgeMs: 2_000, maxEntries: 3, ...limits }, clock);
    cache.enable();
    return { cache, store };
  };
  beforeEach(() => {
    now = 1_000;
  });

  it('refuses a value read before a clear, and keeps one read after it', () => {
    const { cache, store } = newCache();
    const before = cache.ticket();
    cache.clear();
    store.keep('a', before, 'stale');
    expect(store.get('a')).toBeUndefined();
    expect(cache.admits(before)).toBe(false);
    store.keep('a', cache.ticket(), 'fresh');
    expect(store.get('a')).toBe('fresh');
  });

  it('empties every store at a clear, then tells each listener until it unsubscribes', () => {
    const { cache, store } = newCache();
    const totals = cache.newStore<number>({ maxAgeMs: 2_000, maxEntries: 3 }, clock);
    store.keep('a', cache.ticket(), 'page');
    totals.keep('a', cache.ticket(), 7);
    const seen: [string | undefined, number | undefined][] = [];
    const stop = cache.onCleared(() => seen.push([store.get('a'), totals.get('a')]));
    cache.clear();
    expect(seen).toEqual([[undefined, undefined]]);
    expect([store.size, totals.size]).toEqual([0, 0]);
    stop();
    cache.clear();
    expect(seen).toHaveLength(1);
  });

  it('keeps and serves nothing while off, and starts empty when turned on again', () => {
    const cache = new GenerationalCache();
    const store = cache.newStore<string>({ maxAgeMs: 2_000, maxEntries: 3 }, clock);
    expect(cache.ticket()).toBeNull();
    store.keep('a', cache.ticket(), 'never');
    expect(store.size).toBe(0);

    cache.enable();
    const ticket = cache.ticket();
    store.keep('a', ticket, 'kept');
    expect(store.get('a')).toBe('kept');
    let clears = 0;
    cache.onCleared(() => clears++);
    cache.disable();
    expect(clears).toBe(1);
    expect(cache.isEnabled).toBe(false);
    expect(store.get('a')).toBeUndefined();
    store.keep('a', ticket, 'kept');
    expect(store.size).toBe(0);

    cache.enable();
    expect(clears).toBe(2);
    expect(store.get('a')).toBeUndefined();
  });

  it('serves a value for its maximum age only', () => {
    const { cache, store } = newCache();
    store.keep('a', cache.ticket(), 'page');
    now += 1_999;
    expect(store.get('a')).toBe('page');
    now += 1;
    expect(store.get('a')).toBeUndefined();
    expect(store.size).toBe(0);
  });

  it('lets the first kept go first past its entries, unless reads renew', () => {
    const fill = (limits: Partial<GenerationalStoreLimits<string>>) => {
      const { cache, store } = newCache(limits);
      for (const key of ['a', 'b', 'c']) store.keep(key, cache.ticket(), key);
      store.get('a');
      store.keep('d', cache.ticket(), 'd');
      expect(store.size).toBe(3);
      return ['a', 'b', 'c', 'd'].filter((key) => store.get(key) !== undefined);
    };
    expect(fill({})).toEqual(['b', 'c', 'd']);
    expect(fill({ readsRenew: true })).toEqual(['a', 'c', 'd']);
  });

  it('stays within its weight, refuses a value heavier than all, and counts growth', () => {
    const { cache, store } = newCache<{ bytes: number }>({
      maxEntries: 100,
      maxWeight: 10,
      weigh: (value) => value.bytes,
    });
    const first = { bytes: 4 };
    store.keep('a', cache.ticket(), first);
    store.keep('b', cache.ticket(), { bytes: 4 });
    expect(store.weight).toBe(8);
    store.keep('huge', cache.ticket(), { bytes: 11 });
    expect(store.get('huge')).toBeUndefined();
    expect(store.weight).toBe(8);

    first.bytes = 7;
    store.reweigh('a', first);
    // 11 in all: the first kept ('a' itself) goes.
    expect(store.get('a')).toBeUndefined();
    expect(store.weight).toBe(4);

    // A value no longer kept is not counted again.
    store.reweigh('a', first);
    expect(store.weight).toBe(4);
    store.keep('b', cache.ticket(), { bytes: 2 });
    expect([store.size, store.weight]).toEqual([1, 2]);
  });

  it('drops a value only while it is still the one kept for its key', () => {
    const { cache, store } = newCache();
    store.keep('a', cache.ticket(), 'first');
    expect(store.holds('a', 'first')).toBe(true);
    store.keep('a', cache.ticket(), 'second');
    store.forget('a', 'first');
    expect(store.get('a')).toBe('second');
    store.forget('a', 'second');
    expect(store.get('a')).toBeUndefined();
  });
});
