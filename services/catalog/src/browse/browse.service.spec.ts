import type { BrowseFilters, GameDto, GigDto } from '@lobby/contracts';
import { newId } from '@lobby/service-kit';
import { CatalogHarness } from '../test/catalog-fixtures';

/**
 * A small catalogue where every filter and sort gives a different answer:
 *   Ava (US, coach, oldest)    g1 'Zeta ranked climb'  Alpha PC  $10   tags Ranked, Duo   popularity 50
 *                              g2 'Alpha casual night' Alpha PS  $30   tags Casual        popularity 15
 *   Bo (IN, builder, live)     g3 'Mobile rush'        Beta Android ₹425 (~$5)  Ranked     popularity 4
 *                              g4 'Beta fun'           Beta iOS  ₹2125 (~$25)   Fun        popularity 0
 *   Cy (KR, speedrunner)       no gigs
 *   a hidden star with a gig, and an archived gig of Ava's, that no list may show.
 */
describe('catalog: browse', () => {
  const catalog = new CatalogHarness();
  const viewer = newId();
  let alpha: GameDto;
  let beta: GameDto;
  let gamma: GameDto;
  let g: Record<'g1' | 'g2' | 'g3' | 'g4', GigDto>;
  let ava: { id: string };
  let bo: { id: string };
  let cy: { id: string };

  const day = (n: number) => new Date(Date.UTC(2025, 0, n));

  beforeAll(async () => {
    await catalog.start();
    const [pc, ps, android, ios] = await Promise.all(
      ['PC', 'PlayStation', 'Android', 'iOS'].map((name) => catalog.platformId(name)),
    );
    alpha = await catalog.game({ name: 'Alpha Arena', platformIds: [pc, ps] });
    beta = await catalog.game({ name: 'Beta Blitz', platformIds: [android, ios] });
    gamma = await catalog.game({ name: 'Gamma Grid', platformIds: [pc] });
    ava = await catalog.star({
      username: 'ava_aim',
      fullName: 'Ava Stone',
      country: 'US',
      profession: 'Valorant coach',
      createdAt: day(1),
    });
    bo = await catalog.star({
      username: 'bo_builds',
      fullName: 'Bo Lee',
      country: 'IN',
      profession: 'Fortnite builder',
      isLive: true,
      createdAt: day(2),
    });
    cy = await catalog.star({
      username: 'cy_clutch',
      fullName: 'Cy Park',
      country: 'KR',
      profession: 'Speedrunner',
      createdAt: day(3),
    });
    const hidden = await catalog.star({ username: 'hidden_one', fullName: 'Aaron Hidden', country: 'US' });

    const mode = (game: GameDto) => game.modes[0]._id;
    g = {
      g1: await catalog.gig(ava.id, alpha, {
        gig_title: 'Zeta ranked climb',
        platformId: pc,
        price: 10,
        tags: [{ name: 'Ranked' }, { name: 'Duo' }],
        gameModeId: mode(alpha),
      }),
      g2: await catalog.gig(ava.id, alpha, {
        gig_title: 'Alpha casual night',
        platformId: ps,
        price: 30,
        tags: [{ name: 'Casual' }],
      }),
      g3: await catalog.gig(bo.id, beta, {
        gig_title: 'Mobile rush',
        platformId: android,
        price: 425,
        tags: [{ name: 'Ranked' }],
      }),
      g4: await catalog.gig(bo.id, beta, {
        gig_title: 'Beta fun',
        platformId: ios,
        price: 2125,
        tags: [{ name: 'Fun' }],
      }),
    };
    await catalog.setGig(g.g1._id, { clicks_count: 50, created_at: day(1) });
    await catalog.setGig(g.g2._id, { favorites_count: 5, created_at: day(2) });
    await catalog.setGig(g.g3._id, { favorites_count: 1, clicks_count: 1, created_at: day(3) });
    await catalog.setGig(g.g4._id, { created_at: day(4) });
    const archived = await catalog.gig(ava.id, alpha, {
      gig_title: 'Archived ranked gig',
      tags: [{ name: 'Ranked' }],
    });
    await catalog.send('catalog.archiveGig', { userId: ava.id, gigId: archived._id });
    await catalog.gig(hidden.id, alpha, {
      gig_title: 'Hidden ranked gig',
      price: 1,
      tags: [{ name: 'Ranked' }],
    });
    await catalog.db.query('UPDATE stars SET listed = false WHERE id = $1', [hidden.id]);
    await catalog.db.query('UPDATE stars SET favorites_count = 30 WHERE id = $1', [cy.id]);

    await catalog.send('catalog.saveFavorite', { userId: viewer, kind: 'gig', id: g.g2._id });
    await catalog.send('catalog.saveFavorite', { userId: viewer, kind: 'star', id: cy.id });
    await catalog.send('catalog.saveFavorite', { userId: viewer, kind: 'game', id: beta._id });
    // Saving favourites moved counters; put g2 and Cy back to the numbers above.
    await catalog.setGig(g.g2._id, { favorites_count: 5 });
    await catalog.db.query('UPDATE stars SET favorites_count = 30 WHERE id = $1', [cy.id]);
  }, 60_000);
  afterAll(() => catalog.stop());

  const gigTitles = async (filters: BrowseFilters & { viewerId?: string }, page = 1, limit = 20) =>
    (await catalog.send('catalog.gigsForScroll', { page, limit, ...filters })).data.map(
      (gig) => gig.product_title,
    );
  const starNames = async (filters: BrowseFilters & { viewerId?: string }) =>
    (await catalog.send('catalog.creatorsForScroll', { page: 1, limit: 20, ...filters })).data.map(
      (s) => s.fullName,
    );
  const gameNames = async (filters: BrowseFilters & { viewerId?: string }) =>
    (await catalog.send('catalog.gamesForScroll', { page: 1, limit: 20, ...filters })).data.map(
      (s) => s.name,
    );

  const A = 'Zeta ranked climb';
  const B = 'Alpha casual night';
  const C = 'Mobile rush';
  const D = 'Beta fun';

  describe('gigs', () => {
    it.each([
      ['popularity', [A, B, C, D]],
      ['date', [D, C, B, A]],
      ['alphabetically', [B, D, C, A]],
      ['lowToHigh', [C, A, D, B]],
      ['highToLow', [B, D, A, C]],
    ] as const)('sorts by %s (rupees compared with dollars)', async (sort, expected) => {
      expect(await gigTitles({ sort })).toEqual(expected);
    });

    it.each([
      ['country', { country: 'in' }, [C, D]],
      ['profession', { profession: 'COACH' }, [A, B]],
      ['platform name', { platform: 'PC' }, [A]],
      ['platform Android/iOS', { platform: 'Android/iOS' }, [C, D]],
      ['unknown platform', { platform: 'Dreamcast' }, []],
      ['live now', { liveNow: true }, [C, D]],
      ['an empty game id (no filter)', { gameId: '' }, [A, B, C, D]],
      ['tags (any of them, ignoring case)', { tags: ['duo', 'FUN'] }, [A, D]],
      ['search text over titles and tags', { search: 'ranked' }, [A, C]],
      ['search text over the star', { search: 'bo lee' }, [C, D]],
      ['search text over the game', { search: 'alpha arena' }, [B, A]],
      ['game and tag together', { tags: ['ranked'], profession: 'coach' }, [A]],
    ] as [string, BrowseFilters, string[]][])('filters by %s', async (_name, filters, expected) => {
      const titles = await gigTitles({ ...filters, sort: 'popularity' });
      if ('search' in filters) expect(titles.sort()).toEqual([...expected].sort());
      else expect(titles).toEqual(expected);
    });

    it('filters by game id or slug, and a platform id', async () => {
      expect(await gigTitles({ gameId: alpha._id })).toEqual([A, B]);
      expect(await gigTitles({ gameId: beta.slug })).toEqual([C, D]);
      expect(await gigTitles({ gameId: 'no-such-game' })).toEqual([]);
      expect(await gigTitles({ platform: await catalog.platformId('PlayStation') })).toEqual([B]);
    });

    it('shows only the viewer’s favourites with favourites only, and nothing to a visitor', async () => {
      expect(await gigTitles({ favoritesOnly: true, viewerId: viewer })).toEqual([B]);
      expect(await gigTitles({ favoritesOnly: true })).toEqual([]);
      expect(await gigTitles({ favoritesOnly: true, viewerId: newId() })).toEqual([]);
    });

    it('pages: full pages, a short last page, an empty page past the end, and an empty result', async () => {
      const first = await catalog.send('catalog.gigsForScroll', { page: 1, limit: 3, sort: 'date' });
      expect(first).toMatchObject({ page: 1, limit: 3, total: 4, totalPages: 2 });
      expect(first.data).toHaveLength(3);
      const last = await catalog.send('catalog.gigsForScroll', { page: 2, limit: 3, sort: 'date' });
      expect(last.data.map((gig) => gig.product_title)).toEqual([A]);
      expect(await catalog.send('catalog.gigsForScroll', { page: 3, limit: 3, sort: 'date' })).toEqual({
        data: [],
        page: 3,
        limit: 3,
        total: 4,
        totalPages: 2,
      });
      expect(await catalog.send('catalog.gigsForScroll', { page: 1, limit: 3, country: 'FR' })).toEqual({
        data: [],
        page: 1,
        limit: 3,
        total: 0,
        totalPages: 0,
      });
      expect((await catalog.send('catalog.gigsForScroll', {} as never)).limit).toBe(15);
    });

    it('ranks by real signals: favourites and clicks move a gig up', async () => {
      for (let i = 0; i < 3; i += 1) {
        await catalog.send('catalog.saveFavorite', { userId: newId(), kind: 'gig', id: g.g4._id });
      }
      for (let i = 0; i < 2; i += 1) {
        await catalog.send('catalog.trackClick', {
          userId: null,
          itemId: g.g4._id,
          influencerId: null,
          type: 'gig',
        });
      }
      // 3 favourites x 3 + 2 clicks = 11: above g3 (4), below g2 (15).
      expect(await gigTitles({ sort: 'popularity' })).toEqual([A, B, D, C]);
      await catalog.setGig(g.g4._id, { favorites_count: 0, clicks_count: 0 });
    });
  });

  describe('creators', () => {
    it.each([
      ['popularity', ['Cy Park', 'Ava Stone', 'Bo Lee']],
      ['date', ['Cy Park', 'Bo Lee', 'Ava Stone']],
      ['alphabetically', ['Ava Stone', 'Bo Lee', 'Cy Park']],
      ['lowToHigh', ['Bo Lee', 'Ava Stone', 'Cy Park']],
      ['highToLow', ['Ava Stone', 'Bo Lee', 'Cy Park']],
    ] as const)('sorts by %s (stars without gigs last by price)', async (sort, expected) => {
      expect(await starNames({ sort })).toEqual(expected);
    });

    it.each([
      ['country', { country: 'US' }, ['Ava Stone']],
      ['profession', { profession: 'speed' }, ['Cy Park']],
      ['live now', { liveNow: true }, ['Bo Lee']],
      ['platform', { platform: 'PC' }, ['Ava Stone']],
      ['tags', { tags: ['casual'] }, ['Ava Stone']],
      ['search with a typo', { search: 'ava ston' }, ['Ava Stone']],
    ] as [string, BrowseFilters, string[]][])('filters by %s', async (_name, filters, expected) => {
      expect(await starNames({ ...filters, sort: 'alphabetically' })).toEqual(expected);
    });

    it('filters by game and by favourites', async () => {
      expect(await starNames({ gameId: beta._id })).toEqual(['Bo Lee']);
      expect(await starNames({ favoritesOnly: true, viewerId: viewer })).toEqual(['Cy Park']);
    });

    it('shows each star’s gig count, lowest price in its currency and games', async () => {
      const [boCard] = (await catalog.send('catalog.creatorsForScroll', { page: 1, limit: 5, liveNow: true }))
        .data;
      expect(boCard).toMatchObject({
        _id: bo.id,
        username: 'bo_builds',
        isLive: true,
        country: 'IN',
        gigsCount: 2,
        startingPrice: { amount: 425, currency: 'INR' },
        games: [{ _id: beta._id, name: 'Beta Blitz' }],
      });
      const cyCard = (await catalog.send('catalog.creatorsForScroll', { page: 1, limit: 5, country: 'KR' }))
        .data[0];
      expect(cyCard).toMatchObject({ gigsCount: 0, startingPrice: null, games: [], favoritesCount: 30 });
    });

    it('pages, with an empty page past the end', async () => {
      const page = await catalog.send('catalog.creatorsForScroll', {
        page: 2,
        limit: 2,
        sort: 'alphabetically',
      });
      expect(page).toMatchObject({ total: 3, totalPages: 2 });
      expect(page.data.map((s) => s.fullName)).toEqual(['Cy Park']);
      expect((await catalog.send('catalog.creatorsForScroll', { page: 3, limit: 2 })).data).toEqual([]);
    });
  });

  describe('games', () => {
    it.each([
      ['popularity', ['Alpha Arena', 'Beta Blitz', 'Gamma Grid']],
      ['date', ['Gamma Grid', 'Beta Blitz', 'Alpha Arena']],
      ['alphabetically', ['Alpha Arena', 'Beta Blitz', 'Gamma Grid']],
      ['lowToHigh', ['Beta Blitz', 'Alpha Arena', 'Gamma Grid']],
      ['highToLow', ['Alpha Arena', 'Beta Blitz', 'Gamma Grid']],
    ] as const)('sorts by %s', async (sort, expected) => {
      expect(await gameNames({ sort })).toEqual(expected);
    });

    it.each([
      ['platform', { platform: 'PC' }, ['Alpha Arena', 'Gamma Grid']],
      ['platform Android/iOS', { platform: 'android/ios' }, ['Beta Blitz']],
      ['country of its stars', { country: 'US' }, ['Alpha Arena']],
      ['profession of its stars', { profession: 'builder' }, ['Beta Blitz']],
      ['live now', { liveNow: true }, ['Beta Blitz']],
      ['tags of its gigs', { tags: ['fun'] }, ['Beta Blitz']],
      ['search with a typo', { search: 'gama' }, ['Gamma Grid']],
    ] as [string, BrowseFilters, string[]][])('filters by %s', async (_name, filters, expected) => {
      expect(await gameNames({ ...filters, sort: 'alphabetically' })).toEqual(expected);
    });

    it('filters by game and by favourites, and merges Android and iOS into one platform', async () => {
      expect(await gameNames({ gameId: gamma._id })).toEqual(['Gamma Grid']);
      const [favorite] = (
        await catalog.send('catalog.gamesForScroll', {
          page: 1,
          limit: 5,
          favoritesOnly: true,
          viewerId: viewer,
        })
      ).data;
      expect(favorite.name).toBe('Beta Blitz');
      expect(favorite.platforms_available.map((p) => p.platform_name)).toEqual(['Android/iOS']);
      expect(favorite.gigsCount).toBe(2);
    });
  });

  describe('landing and paginated lists', () => {
    it('PaginatedGigs pages popular gigs and, beside them, the live sessions of stars live now', async () => {
      const liveSessionId = newId();
      await catalog.db.query('UPDATE stars SET live_session_id = $1 WHERE id = $2', [liveSessionId, bo.id]);
      const answer = await catalog.send('catalog.paginatedGigs', {
        page: 1,
        productLimit: 2,
        liveSessionlimit: 4,
      });
      expect(answer).toMatchObject({ page: 1, limit: 2, total: 4, totalPages: 2, totalLiveSessions: 1 });
      expect(answer.data.map((gig) => gig.product_title)).toEqual([A, B]);
      expect(answer.liveSessions).toEqual([
        expect.objectContaining({
          _id: bo.id,
          username: 'bo_builds',
          isLive: true,
          _live_session_id: liveSessionId,
        }),
      ]);
      const later = await catalog.send('catalog.paginatedGigs', {
        page: 2,
        productLimit: 2,
        liveSessionlimit: 4,
      });
      expect(later).toMatchObject({ page: 2, liveSessions: [], totalLiveSessions: 1 });
    });

    it('PaginatedStars, influencers with a search, and the most popular stars and gigs', async () => {
      const stars = await catalog.send('catalog.paginatedStars', { page: 1, limit: 2 });
      expect(stars).toMatchObject({ total: 3, totalPages: 2 });
      expect(stars.data.map((s) => s.fullName)).toEqual(['Cy Park', 'Ava Stone']);
      const found = await catalog.send('catalog.influencers', { page: 1, limit: 10, search: 'bo' });
      expect(found.data.map((s) => s.username)).toEqual(['bo_builds']);
      const all = await catalog.send('catalog.influencers', { page: 1, limit: 10 });
      expect(all.data.map((s) => s.fullName)).toEqual(['Ava Stone', 'Bo Lee', 'Cy Park']);
      const popularStars = await catalog.send('catalog.mostPopularStars', { limit: 1 });
      expect(popularStars.map((s) => s.fullName)).toEqual(['Cy Park']);
      const popularGigs = await catalog.send('catalog.mostPopularProducts', { limit: 2 });
      expect(popularGigs.map((gig) => gig.product_title)).toEqual([A, B]);
    });

    it('influencer by id or username, listed only', async () => {
      expect((await catalog.send('catalog.influencer', { idOrUsername: 'AVA_AIM' }))._id).toBe(ava.id);
      expect((await catalog.send('catalog.influencer', { idOrUsername: cy.id })).username).toBe('cy_clutch');
      await expect(catalog.send('catalog.influencer', { idOrUsername: 'hidden_one' })).rejects.toMatchObject({
        status: 404,
      });
    });
  });
});
