import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { HotPageCache, type HotPageAnswer } from './hot-page-cache';

const answer = (body: string): HotPageAnswer => ({
  body: Buffer.from(body),
  contentType: 'application/json; charset=utf-8',
  etag: 'W/"x"',
  cacheControl: 'public, max-age=1, must-revalidate',
  servedBeforeGuards: true,
  searchLimited: false,
});

describe('HotPageCache', () => {
  const newCache = (limits = { maxAgeMs: 2_000, maxEntries: 3, maxBytes: 10_000 }) => {
    const cache = new HotPageCache(limits);
    cache.enable();
    return cache;
  };

  it('keeps nothing and serves nothing while off', () => {
    const cache = new HotPageCache();
    expect(cache.ticket()).toBeNull();
    cache.enable();
    const ticket = cache.ticket()!;
    cache.store('/a', ticket, answer('[1]'));
    expect(cache.get('/a')?.body.toString()).toBe('[1]');
    cache.disable();
    expect(cache.get('/a')).toBeUndefined();
    cache.store('/a', ticket, answer('[1]'));
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });

  it('lets one request ask for a missing page while the others wait for its answer, per generation', () => {
    const cache = newCache();
    const woken: string[] = [];
    const first = cache.ticket()!;
    expect(cache.joinFill('/a', first, () => woken.push('never'))).toBe(true);
    expect(cache.joinFill('/a', first, () => woken.push('second'))).toBe(false);
    expect(cache.joinFill('/a', first, () => woken.push('third'))).toBe(false);
    expect(cache.joinFill('/b', first, () => woken.push('never'))).toBe(true);
    // After a clear, a request asks again rather than wait for an answer read before the change.
    cache.clear();
    const second = cache.ticket()!;
    expect(cache.joinFill('/a', second, () => woken.push('never'))).toBe(true);
    expect(cache.joinFill('/a', second, () => woken.push('after the clear'))).toBe(false);
    expect(woken).toEqual([]);
    cache.endFill('/a', first);
    expect(woken).toEqual(['second', 'third']);
    cache.endFill('/a', first);
    cache.endFill('/a', second);
    expect(woken).toEqual(['second', 'third', 'after the clear']);
    // Once answered, the next miss asks again.
    expect(cache.joinFill('/a', second, () => woken.push('never'))).toBe(true);
  });

  it('does not keep an answer read before a clear (the request started before the change)', () => {
    const cache = newCache();
    const before = cache.ticket()!;
    cache.clear();
    cache.store('/a', before, answer('["stale"]'));
    expect(cache.get('/a')).toBeUndefined();
    cache.store('/a', cache.ticket()!, answer('["fresh"]'));
    expect(cache.get('/a')?.body.toString()).toBe('["fresh"]');
  });

  it('serves a page for its maximum age only', () => {
    const cache = newCache();
    let now = 1_000;
    cache.now = () => now;
    cache.store('/a', cache.ticket()!, answer('[1]'));
    now += 1_999;
    expect(cache.get('/a')).toBeDefined();
    now += 1;
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });

  it('stays within its entries, least recently used first out', () => {
    const cache = newCache();
    for (const key of ['/a', '/b', '/c']) cache.store(key, cache.ticket()!, answer(`"${key}"`));
    cache.get('/a');
    cache.store('/d', cache.ticket()!, answer('"/d"'));
    expect(cache.size.entries).toBe(3);
    expect(cache.get('/b')).toBeUndefined();
    expect(['/a', '/c', '/d'].map((key) => cache.get(key)?.body.toString())).toEqual([
      '"/a"',
      '"/c"',
      '"/d"',
    ]);
  });

  it('stays within its bytes, compressed copies counted, and keeps nothing bigger than them all', () => {
    const cache = newCache({ maxAgeMs: 2_000, maxEntries: 100, maxBytes: 10_000 });
    const big = JSON.stringify(Array.from({ length: 500 }, (_, i) => ({ id: i })));
    expect(big.length).toBeGreaterThan(5_000);
    cache.store('/big', cache.ticket()!, answer(big));
    const page = cache.get('/big')!;
    const br = cache.encodedBody(page, 'br');
    const gzip = cache.encodedBody(page, 'gzip');
    expect(brotliDecompressSync(br).toString()).toBe(big);
    expect(gunzipSync(gzip).toString()).toBe(big);
    // Made once: the second asking gets the kept copy.
    expect(cache.encodedBody(page, 'br')).toBe(br);
    expect(cache.size).toEqual({ entries: 1, bytes: big.length + br.length + gzip.length });

    cache.store('/other', cache.ticket()!, answer(big));
    expect(cache.size.bytes).toBeLessThanOrEqual(10_000);
    expect(cache.get('/big')).toBeUndefined();
    cache.store('/huge', cache.ticket()!, answer('x'.repeat(10_001)));
    expect(cache.get('/huge')).toBeUndefined();
    expect(cache.size.bytes).toBeLessThanOrEqual(10_000);
  });

  it('does not keep a compressed copy of a page cleared meanwhile', () => {
    const cache = newCache();
    cache.store('/a', cache.ticket()!, answer('x'.repeat(2_000)));
    const page = cache.get('/a')!;
    cache.clear();
    expect(gunzipSync(cache.encodedBody(page, 'gzip')).toString()).toBe('x'.repeat(2_000));
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });
});
