import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  AccountText,
  AuthText,
  type GameDto,
  type GigDto,
  REQUEST_ID_HEADER,
  type StaffPermission,
} from '@lobby/contracts';
import { waitFor } from '@lobby/test-kit';
import { PUBLIC_LIST_CACHE_CONTROL, VIEWER_LIST_CACHE_CONTROL } from '../src/http/etag';
import { SearchRateLimiter, SearchRateLimitGuard } from '../src/http/rate-limit';
import { HotPageCache } from '../src/hot-pages/hot-page-cache';
import { ServiceClient } from '../src/rpc/service-client';
import { GatewayHarness, type SignedInUser } from './gateway-harness';
import { newGig } from './support/booking-fixtures';
import { starListed } from './support/catalog-fixtures';
import { demoAccount, demoToken } from './support/demo-cast';
import { rawGet } from './support/raw-get';

const ONE_SECOND_MS = 1000;

/**
 * The gateway's hot public pages (issue 19): anonymous list answers kept per path and query, answered without
 * asking the catalog, and forgotten within a second of a change the catalog announces. The tests wait for the
 * gateway's cache to be cleared (the catalog's announcement over NATS), never for a timer, and fail at 1 s.
 */
describe('gateway: hot public pages', () => {
  const stack = new GatewayHarness();
  let cache: HotPageCache;
  let rpc: ServiceClient;
  let streamerToken: string;
  let fan: SignedInUser;
  let moderator: SignedInUser;
  let valorant: GameDto;
  let starId: string;
  beforeAll(async () => {
    await stack.start({}, { SEED_DEMO_DATA: 'true' }, { catalog: { SEED_DEMO_DATA: 'true' } });
    cache = stack.gateway.app.get(HotPageCache);
    rpc = stack.gateway.app.get(ServiceClient);
    streamerToken = await demoToken(stack, 'streamer');
    fan = await stack.signedInUser();
    const permission = (service: StaffPermission['service']): StaffPermission => ({
      service,
      read: true,
      write: true,
    });
    moderator = await stack.staffUser([permission('Banned Users')]);
    valorant = (await stack.get('/api/get/game/valorant')).body;
    starId = (await starListed(stack, demoAccount('streamer').username))._id;
  }, 120_000);
  afterAll(() => stack.stop());
  afterEach(() => jest.restoreAllMocks());

  const browsePath = () => `/api/get/GigsForScroll?gameId=${valorant._id}&sort=date&limit=100`;
  const starPagePath = () => `/api/get/paginatedproducts/${starId}?limit=50`;
  const titlesOf = async (path: string, token?: string): Promise<string[]> => {
    const response = await stack.get(path, { token });
    if (response.status === 404) return []; // a banned star's page
    expect(response.status).toBe(200);
    const gigs = (Array.isArray(response.body) ? response.body : response.body.data) as GigDto[];
    return gigs.map((gig) => gig.product_title);
  };

  const streamerGig = (title: string): Promise<GigDto> => newGig(stack, streamerToken, title);

  /** The catalog calls the gateway makes while `work` runs. */
  async function catalogCallsDuring(work: () => Promise<unknown>): Promise<number> {
    const send = jest.spyOn(rpc, 'send');
    try {
      await work();
      return send.mock.calls.filter(([subject]) => subject.startsWith('catalog.')).length;
    } finally {
      send.mockRestore();
    }
  }

  /**
   * Runs `change` (the lists being kept before it), then reads them again after each clear of the gateway's cache
   * until `shows` holds; fails when the clear that let the lists show it came 1 s or more after the change was
   * acknowledged. The time to read the fresh lists after that clear is not staleness, so it is not counted (under
   * a full CI's load a read alone can take a second).
   */
  async function listsFollowWithinASecond(
    change: () => Promise<unknown>,
    shows: (lists: { browse: string[]; starPage: string[] }) => boolean,
  ): Promise<void> {
    const read = async () => ({
      browse: await titlesOf(browsePath()),
      starPage: await titlesOf(starPagePath()),
    });
    // Read until both lists are kept: the clear announced for an earlier change (the gig's creation, say) can
    // arrive just after a read under load and take them out again.
    await waitFor(
      async () => {
        await read();
        return cache.get(browsePath()) !== undefined && cache.get(starPagePath()) !== undefined;
      },
      { what: 'both lists to be kept', timeoutMs: 5_000, intervalMs: 50 },
    );
    const clearedAt: number[] = [];
    let wake: () => void = () => undefined;
    const stop = cache.onCleared(() => {
      clearedAt.push(Date.now());
      wake();
    });
    try {
      await change();
      const acknowledged = Date.now();
      let seen = 0;
      for (;;) {
        if (clearedAt.length === seen) {
          const left = ONE_SECOND_MS - (Date.now() - acknowledged);
          if (left <= 0) break;
          await new Promise<void>((resolve) => {
            wake = resolve;
            setTimeout(resolve, left).unref();
          });
          continue;
        }
        seen = clearedAt.length;
        if (shows(await read())) {
          expect(clearedAt[seen - 1] - acknowledged).toBeLessThan(ONE_SECOND_MS);
          return;
        }
      }
      throw new Error(`the lists did not follow within 1 s: ${JSON.stringify(await read())}`);
    } finally {
      stop();
    }
  }

  it('asks the catalog once for a missing page however many visitors ask for it at the same moment', async () => {
    const path = `/api/get/GigsForScroll?gameId=${valorant._id}&sort=alphabetically&limit=7`;
    cache.clear();
    const calls = await catalogCallsDuring(async () => {
      const answers = await Promise.all(Array.from({ length: 20 }, () => stack.get(path)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
      const bodies = new Set(answers.map((answer) => JSON.stringify(answer.body)));
      expect(bodies.size).toBe(1);
    });
    expect(calls).toBe(1);
  });
  it('answers a kept page without asking the catalog, with the request id and security headers, and 304 on If-None-Match', async () => {
    const first = await stack.get(browsePath());
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);

    let again!: Awaited<ReturnType<GatewayHarness['get']>>;
    expect(
      await catalogCallsDuring(async () => {
        again = await stack.get(browsePath(), {
          headers: { [REQUEST_ID_HEADER]: 'hot-page-check', origin: 'http://localhost:5173' },
        });
      }),
    ).toBe(0);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get(REQUEST_ID_HEADER)).toBe('hot-page-check');
    expect(again.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(again.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe(PUBLIC_LIST_CACHE_CONTROL);
    expect(again.headers.get('vary')).toMatch(/Authorization/i);
    expect(again.headers.get('vary')).toMatch(/Accept-Encoding/i);

    let notModified!: Awaited<ReturnType<GatewayHarness['get']>>;
    expect(
      await catalogCallsDuring(async () => {
        notModified = await stack.get(browsePath(), { headers: { 'if-none-match': etag } });
      }),
    ).toBe(0);
    expect(notModified.status).toBe(304);
    expect(notModified.text).toBe('');
    expect(notModified.headers.get('etag')).toBe(etag);
    expect((await stack.get(browsePath(), { headers: { 'if-none-match': 'W/"other"' } })).status).toBe(200);
  });

  it('never answers a signed-in viewer from the cache, nor keeps their answer', async () => {
    await titlesOf(browsePath());
    const kept = cache.get(browsePath());
    expect(kept).toBeDefined();
    let viewer!: Awaited<ReturnType<GatewayHarness['get']>>;
    expect(
      await catalogCallsDuring(async () => {
        viewer = await stack.get(browsePath(), { token: fan.accessToken });
      }),
    ).toBe(1);
    expect(viewer.status).toBe(200);
    expect(viewer.headers.get('cache-control')).toBe(VIEWER_LIST_CACHE_CONTROL);
    expect(cache.get(browsePath())).toBe(kept);

    const viewerOnly = `${browsePath()}&page=2`;
    await stack.get(viewerOnly, { token: fan.accessToken });
    expect(cache.get(viewerOnly)).toBeUndefined();
    const favourites = `/api/get/GigsForScroll?favoritesOnly=true`;
    await stack.get(favourites, { token: fan.accessToken });
    expect((await stack.get(favourites)).status).toBe(401);
    expect(cache.get(favourites)).toBeUndefined();
  });

  it('answers a kept search before Nest, once the search rate limit counted it with the other answers', async () => {
    const limited = await stack.startGateway({ SEARCH_RATE_LIMIT: '3' });
    const guard = jest.spyOn(SearchRateLimitGuard.prototype, 'canActivate');
    const counted = jest.spyOn(limited.app.get(SearchRateLimiter), 'allows');
    try {
      const path = '/api/get/stars_gigs_search?searchQuery=nova';
      const search = () => stack.request('GET', path, {}, limited.url);
      const first = await search();
      expect(first.status).toBe(200);
      expect(guard).toHaveBeenCalledTimes(1);
      expect(limited.app.get(HotPageCache).get(path)).toBeDefined();

      for (let kept = 1; kept <= 2; kept++) {
        const again = await search();
        expect(again.status).toBe(200);
        expect(again.body).toEqual(first.body);
      }
      // Counted three times, by the guard once and by the kept pages' hook twice.
      expect(guard).toHaveBeenCalledTimes(1);
      expect(counted).toHaveBeenCalledTimes(3);
      expect(await search()).toMatchObject({ status: 429, body: { error: AuthText.tooManyRequests } });
      // The limit is per route, not per search term.
      expect(
        (await stack.request('GET', '/api/get/stars_gigs_search?searchQuery=kai', {}, limited.url)).status,
      ).toBe(429);
    } finally {
      guard.mockRestore();
      await limited.close();
    }
  });

  it('an edited, archived and deleted gig leaves the kept lists within 1 s', async () => {
    const gig = await streamerGig('Kept page duo');
    const both = (title: string, present: boolean) => (lists: { browse: string[]; starPage: string[] }) =>
      lists.browse.includes(title) === present && lists.starPage.includes(title) === present;
    const post = (path: string, body?: unknown) => stack.post(path, body, { token: streamerToken });

    await listsFollowWithinASecond(
      () => post(`/api/influencer/update/product/${gig._id}`, { gig_title: 'Kept page trio' }),
      (lists) => both('Kept page trio', true)(lists) && both('Kept page duo', false)(lists),
    );
    await listsFollowWithinASecond(
      () => post(`/api/post/influencer/archive-gig/${gig._id}`),
      both('Kept page trio', false),
    );
    await listsFollowWithinASecond(
      () => post(`/api/post/influencer/unarchive-gig/${gig._id}`),
      both('Kept page trio', true),
    );
    await listsFollowWithinASecond(
      () => post(`/api/influencer/delete/product/${gig._id}`),
      both('Kept page trio', false),
    );
  });

  it("a ban and an unban reach the kept lists within 1 s (the star's gigs go and come back)", async () => {
    await streamerGig('Banned soon');
    const listed = (present: boolean) => (lists: { browse: string[] }) =>
      lists.browse.includes('Banned soon') === present;

    await listsFollowWithinASecond(async () => {
      const ban = await stack.post(
        '/api/admin/ban-users',
        { userIds: [starId], reason: 'Kept page check' },
        { token: moderator.accessToken },
      );
      expect(ban).toMatchObject({ status: 200, body: { message: AccountText.usersBanned } });
    }, listed(false));
    await listsFollowWithinASecond(async () => {
      const unban = await stack.post(
        '/api/admin/unban-users',
        { userIds: [starId] },
        { token: moderator.accessToken },
      );
      expect(unban).toMatchObject({ status: 200, body: { message: AccountText.usersUnbanned } });
    }, listed(true));
    streamerToken = await demoToken(stack, 'streamer');
  });

  describe('compression (1 kB or more, brotli or gzip as asked)', () => {
    const rawGetFromGateway = (path: string, headers: Record<string, string>) =>
      rawGet(`${stack.gateway.url}${path}`, headers);
    const decoded = (encoding: string | undefined, body: Buffer) =>
      JSON.parse(
        (encoding === 'br'
          ? brotliDecompressSync(body)
          : encoding === 'gzip'
            ? gunzipSync(body)
            : body
        ).toString(),
      ) as unknown;

    it.each([
      ['a kept page', () => browsePath()],
      ['an answer never kept', () => '/api/get/game/valorant'],
    ])('compresses %s with brotli or gzip, as asked', async (_what, pathOf) => {
      const path = pathOf();
      const plain = await rawGetFromGateway(path, {});
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.length).toBeGreaterThan(1024);
      const json = decoded(undefined, plain.body);
      for (const [asked, expected] of [
        ['br, gzip', 'br'],
        ['gzip, deflate', 'gzip'],
        ['br;q=0, gzip', 'gzip'],
        ['identity', undefined],
      ] as const) {
        // Twice: the first may be kept, the second answered from the cache.
        for (const round of [1, 2]) {
          const answer = await rawGetFromGateway(path, { 'accept-encoding': asked });
          expect({
            asked,
            round,
            status: answer.status,
            encoding: answer.headers['content-encoding'],
          }).toEqual({
            asked,
            round,
            status: 200,
            encoding: expected,
          });
          if (expected) expect(answer.body.length).toBeLessThan(plain.body.length / 2);
          expect(decoded(expected, answer.body)).toEqual(json);
        }
      }
    });

    it('sends an answer under 1 kB as it is', async () => {
      const small = await rawGetFromGateway('/api/get/mostPopularProducts?limit=0', {
        'accept-encoding': 'br, gzip',
      });
      expect(small.status).toBe(400);
      expect(small.body.length).toBeLessThan(1024);
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(decoded(undefined, small.body)).toMatchObject({ error: expect.any(String) });
    });
  });

  it('stays within its bounds', async () => {
    for (let page = 1; page <= 5; page += 1) await stack.get(`${browsePath()}&page=${page}`);
    const { entries, bytes } = cache.size;
    expect(entries).toBeGreaterThan(0);
    expect(entries).toBeLessThanOrEqual(cache.limits.maxEntries);
    expect(bytes).toBeLessThanOrEqual(cache.limits.maxBytes);
  });
});
