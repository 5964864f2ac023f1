import {
  AuthText,
  CatalogFieldText,
  CatalogText,
  ClickTypes,
  DEMO_STARS,
  type GameDto,
  type GigDto,
  LiveEventSubjects,
  type LiveSessionChangedEvent,
  PageSizes,
  PlatformNames,
  type StarDto,
  SuccessText,
} from '@lobby/contracts';
import { type DomainEvent, newId } from '@lobby/service-kit';
import { waitFor } from '@lobby/test-kit';
import { connect, JSONCodec } from 'nats';
import { GatewayHarness, type SignedInUser } from './gateway-harness';
import { invalid, notFound, signInRequired } from './support/answers';

const nova = DEMO_STARS.find((star) => star.username === 'nova_plays')!;

describe('gateway: browsing the catalog', () => {
  const stack = new GatewayHarness();
  let fan: SignedInUser;
  let valorant: GameDto;
  beforeAll(async () => {
    await stack.start({}, { SEED_DEMO_DATA: 'true' }, { catalog: { SEED_DEMO_DATA: 'true' } });
    fan = await stack.signedInUser();
    valorant = (await stack.get('/api/get/game/valorant')).body;
  }, 120_000);
  afterAll(() => stack.stop());

  const gigsOf = async (path: string, token?: string): Promise<GigDto[]> => {
    const response = await stack.get(path, { token });
    expect(response.status).toBe(200);
    return response.body.data;
  };

  describe('landing', () => {
    it('lists the popular stars and gigs, spec page sizes by default, or as many as asked', async () => {
      const stars = await stack.get('/api/get/mostPopularStars');
      expect(stars.status).toBe(200);
      expect(stars.body).toHaveLength(PageSizes.stars);
      expect(stars.body[0]).toMatchObject({ _id: expect.any(String), username: expect.any(String) });
      expect((await stack.get('/api/get/mostPopularStars?limit=3')).body).toHaveLength(3);

      const gigs = await stack.get('/api/get/mostPopularProducts');
      expect(gigs.status).toBe(200);
      expect(gigs.body).toHaveLength(PageSizes.products);
      expect((await stack.get('/api/get/mostPopularProducts?limit=2')).body).toHaveLength(2);
      expect(await stack.get('/api/get/mostPopularProducts?limit=0')).toMatchObject(
        invalid('The limit must be a whole number from 1 to 100'),
      );
    });

    it('lists the influencers a page at a time (21 a page), with a name search', async () => {
      const page = await stack.get('/api/get/influencers');
      expect(page).toMatchObject({ status: 200, body: { page: 1, limit: PageSizes.stars } });
      const found = await stack.get('/api/get/influencers?search=nova');
      expect(found.body.data.map((star: StarDto) => star.username)).toContain(nova.username);
    });

    it('lists the landing games, active banners and the six platforms', async () => {
      const games = await stack.get('/api/get/landingGames');
      expect(games.status).toBe(200);
      expect(games.body.length).toBeGreaterThan(0);
      expect(games.body.every((game: GameDto) => game.showLanding)).toBe(true);

      const banners = await stack.get('/api/get/banners');
      expect(banners.status).toBe(200);
      expect(banners.body.length).toBeGreaterThan(0);
      expect(banners.body.every((banner: { isActive: boolean }) => banner.isActive)).toBe(true);

      const platforms = await stack.get('/api/get/platforms');
      expect(platforms.status).toBe(200);
      expect(platforms.body.map((platform: { platform_name: string }) => platform.platform_name)).toEqual(
        expect.arrayContaining([...PlatformNames]),
      );
    });

    it('reads a game by id or slug, its modes, and one mode', async () => {
      expect(valorant).toMatchObject({ name: 'Valorant', slug: 'valorant' });
      expect(await stack.get(`/api/get/game/${valorant._id}`)).toMatchObject({
        status: 200,
        body: { _id: valorant._id, modes: valorant.modes },
      });
      expect(await stack.get(`/api/get/game-modes/${valorant._id}`)).toMatchObject({
        status: 200,
        body: valorant.modes,
      });
      const [mode] = valorant.modes;
      expect(await stack.get(`/api/get/gamemode/${mode._id}`)).toMatchObject({ status: 200, body: mode });
    });

    it('answers 404 for an unknown game or mode and 400 for a mode id that is no id', async () => {
      expect(await stack.get('/api/get/game/no-such-game')).toMatchObject(notFound(CatalogText.gameNotFound));
      expect(await stack.get('/api/get/game-modes/no-such-game')).toMatchObject(
        notFound(CatalogText.gameNotFound),
      );
      expect(await stack.get('/api/get/gamemode/0190a0d0-0000-7000-8000-000000000099')).toMatchObject(
        notFound(CatalogText.gameModeNotFound),
      );
      expect(await stack.get('/api/get/gamemode/valorant')).toMatchObject(invalid('Invalid game mode id'));
    });
  });

  describe('the browse tabs', () => {
    it('page each tab by its spec page size: gigs 15, games and creators 21', async () => {
      expect(await stack.get('/api/get/GigsForScroll')).toMatchObject({
        status: 200,
        body: { page: 1, limit: PageSizes.products, data: expect.any(Array) },
      });
      expect((await stack.get('/api/get/GigsForScroll')).body.data).toHaveLength(PageSizes.products);
      expect((await stack.get('/api/get/GamesForScroll')).body).toMatchObject({
        page: 1,
        limit: PageSizes.games,
      });
      expect((await stack.get('/api/get/CreatorsForScroll')).body).toMatchObject({
        page: 1,
        limit: PageSizes.stars,
      });
    });

    it('serves the last page short and a page past the end empty', async () => {
      const first = (await stack.get('/api/get/GigsForScroll?limit=7')).body;
      expect(first.totalPages).toBe(Math.ceil(first.total / 7));
      const last = (await stack.get(`/api/get/GigsForScroll?limit=7&page=${first.totalPages}`)).body;
      expect(last.data).toHaveLength(first.total - 7 * (first.totalPages - 1));
      const past = (await stack.get(`/api/get/GigsForScroll?limit=7&page=${first.totalPages + 1}`)).body;
      expect(past).toMatchObject({ data: [], total: first.total, page: first.totalPages + 1 });
    });

    it('filters gigs by the selected game, named gameId, game or selectedGame', async () => {
      for (const name of ['gameId', 'game', 'selectedGame']) {
        const gigs = await gigsOf(`/api/get/GigsForScroll?${name}=${valorant._id}&limit=100`);
        expect(gigs.length).toBeGreaterThan(0);
        expect(gigs.every((gig) => gig._game_id._id === valorant._id)).toBe(true);
      }
    });

    it('filters gigs by platform, tags (comma list or repeated), search text and country', async () => {
      const onPc = await gigsOf('/api/get/GigsForScroll?platform=PC&limit=100');
      expect(onPc.length).toBeGreaterThan(0);
      expect(onPc.every((gig) => gig._platform_playing_on_id?.platform_name === 'PC')).toBe(true);

      const hasTag = (gig: GigDto, tag: string) =>
        gig.session_tags.some((name) => name.toLowerCase() === tag.toLowerCase());
      for (const query of ['tags=Coaching', 'tags=coaching,%20&tags=Coaching']) {
        const coaching = await gigsOf(`/api/get/GigsForScroll?${query}&limit=100`);
        expect(coaching.length).toBeGreaterThan(0);
        expect(coaching.every((gig) => hasTag(gig, 'Coaching'))).toBe(true);
      }

      for (const name of ['search', 'searchText']) {
        const found = await gigsOf(`/api/get/GigsForScroll?${name}=${nova.fullName.split(' ')[0]}`);
        expect(found.map((gig) => gig._influencer_id.username)).toContain(nova.username);
      }

      const inIndia = await gigsOf('/api/get/GigsForScroll?country=in&limit=100');
      expect(inIndia.length).toBeGreaterThan(0);
      expect(inIndia.every((gig) => gig.baseCurrency === 'INR')).toBe(true);
    });

    it('sorts gigs by price either way and by date', async () => {
      const prices = async (sort: string) =>
        (await gigsOf(`/api/get/GigsForScroll?country=US&sort=${sort}&limit=100`)).map((gig) => gig.price);
      const ascending = await prices('lowToHigh');
      expect(ascending.length).toBeGreaterThan(1);
      expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
      const descending = await prices('highToLow');
      expect(descending).toEqual([...descending].sort((a, b) => b - a));

      const dates = (await gigsOf('/api/get/GigsForScroll?sort=date&limit=100')).map((gig) => gig.createdAt);
      expect(dates).toEqual([...dates].sort().reverse());
      for (const sort of ['alphabetically', 'popularity']) {
        expect((await stack.get(`/api/get/GigsForScroll?sort=${sort}`)).status).toBe(200);
      }
    });

    it('shows only live gigs with liveNow (none before anyone goes live)', async () => {
      expect((await stack.get('/api/get/GigsForScroll?liveNow=true')).body).toMatchObject({
        data: [],
        total: 0,
      });
    });

    it('filters creators by country, profession and game, and games by search', async () => {
      const creators = async (query: string): Promise<StarDto[]> =>
        (await stack.get(`/api/get/CreatorsForScroll?${query}&limit=100`)).body.data;
      const indian = await creators('country=IN');
      expect(indian.length).toBeGreaterThan(0);
      expect(indian.every((star) => star.country === 'IN')).toBe(true);
      const coaches = await creators('profession=coach');
      expect(coaches.length).toBeGreaterThan(0);
      expect(coaches.every((star) => /coach/i.test(star.profession ?? ''))).toBe(true);
      const valorantStars = await creators(`selectedGame=${valorant._id}`);
      expect(valorantStars.length).toBeGreaterThan(0);
      expect(valorantStars.every((star) => star.games.some((game) => game._id === valorant._id))).toBe(true);

      const games = (await stack.get('/api/get/GamesForScroll?search=valorant&sort=alphabetically')).body;
      expect(games.data[0]).toMatchObject({ _id: valorant._id });
    });

    it('refuses an unknown sort, a bad flag and a bad page with their texts', async () => {
      expect(await stack.get('/api/get/GigsForScroll?sort=random')).toMatchObject(
        invalid('The sort must be one of: alphabetically, popularity, lowToHigh, highToLow, date'),
      );
      expect(await stack.get('/api/get/CreatorsForScroll?liveNow=maybe')).toMatchObject(
        invalid('liveNow must be true or false'),
      );
      expect(await stack.get('/api/get/GamesForScroll?page=0')).toMatchObject(
        invalid('The page must be a whole number from 1'),
      );
      expect(await stack.get('/api/get/GamesForScroll?limit=500')).toMatchObject(
        invalid('The limit must be a whole number from 1 to 100'),
      );
    });

    it('refuses a bad filter at the gateway edge, under any name browse state gives it (contracts schema)', async () => {
      expect(await stack.get(`/api/get/GigsForScroll?searchText=${'x'.repeat(101)}`)).toMatchObject(
        invalid(CatalogFieldText.search),
      );
      const tags = Array.from({ length: 21 }, (_, i) => `tag${i}`).join(',');
      expect(await stack.get(`/api/get/CreatorsForScroll?tags=${tags}`)).toMatchObject(
        invalid('Choose at most 20 tags of at most 50 characters each'),
      );
    });

    it('needs a signed-in viewer for favourites only', async () => {
      for (const tab of ['GigsForScroll', 'GamesForScroll', 'CreatorsForScroll']) {
        expect(await stack.get(`/api/get/${tab}?favoritesOnly=true`)).toMatchObject(signInRequired);
        expect(
          await stack.get(`/api/get/${tab}?favoritesOnly=true`, { token: fan.accessToken }),
        ).toMatchObject({ status: 200 });
      }
    });
  });

  describe('the paginated lists', () => {
    it('page gigs (15, with the live-session count), stars (21) and games (21)', async () => {
      expect(await stack.get('/api/get/PaginatedGigs')).toMatchObject({
        status: 200,
        body: { page: 1, limit: PageSizes.products, totalLiveSessions: 0 },
      });
      expect((await stack.get('/api/get/PaginatedGigs?page=2&productLimit=4')).body).toMatchObject({
        page: 2,
        limit: 4,
      });
      expect(await stack.get('/api/get/PaginatedGigs?liveSessionlimit=abc')).toMatchObject(
        invalid('The limit must be a whole number from 1 to 100'),
      );
      expect((await stack.get('/api/get/PaginatedGigs')).body.liveSessions).toEqual([]);
      expect((await stack.get('/api/get/PaginatedStars')).body).toMatchObject({
        page: 1,
        limit: PageSizes.stars,
      });
      expect((await stack.get('/api/get/paginatedGames')).body).toMatchObject({
        page: 1,
        limit: PageSizes.games,
      });
    });
  });

  describe('live sessions beside the gigs', () => {
    /** Live's durable snapshot of a session, as catalog hears it when a star goes live or ends. */
    async function liveSessionChanged(event: LiveSessionChangedEvent): Promise<void> {
      const nc = await connect({ servers: stack.nats.url });
      const id = newId();
      const message: DomainEvent<LiveSessionChangedEvent> = {
        id,
        subject: LiveEventSubjects.liveSessionChanged,
        occurredAt: new Date().toISOString(),
        data: event,
      };
      await nc.jetstream().publish(message.subject, JSONCodec().encode(message), { msgID: id });
      await nc.drain();
    }
    const liveTotal = async () => (await stack.get('/api/get/PaginatedGigs')).body.totalLiveSessions;

    it('PaginatedGigs answers a page of live sessions (liveSessionlimit a page) with their total', async () => {
      const star: StarDto = (await stack.get(`/api/get/influencer/${nova.username}`)).body;
      const session = {
        liveSessionId: newId(),
        streamerId: star._id,
        title: 'Nova live',
        price: 500,
        currency: 'USD' as const,
      };
      await liveSessionChanged({ ...session, status: 'live', version: new Date().toISOString() });
      await waitFor(async () => (await liveTotal()) === 1, { what: 'the star live in catalog' });

      const page = await stack.get('/api/get/PaginatedGigs?liveSessionlimit=1&productLimit=2');
      expect(page).toMatchObject({ status: 200, body: { limit: 2, totalLiveSessions: 1 } });
      expect(page.body.liveSessions).toEqual([
        expect.objectContaining({
          _id: star._id,
          username: nova.username,
          isLive: true,
          _live_session_id: session.liveSessionId,
        }),
      ]);
      expect((await stack.get('/api/get/PaginatedGigs?page=2&liveSessionlimit=1')).body).toMatchObject({
        liveSessions: [],
        totalLiveSessions: 1,
      });

      await liveSessionChanged({ ...session, status: 'ended', version: new Date().toISOString() });
      await waitFor(async () => (await liveTotal()) === 0, { what: 'the star no longer live' });
    });
  });

  describe('search and hashtags', () => {
    it('suggests stars and gigs, 8 at most by default, each with name, image, isLive, link and secondField', async () => {
      const response = await stack.get('/api/get/stars_gigs_search?searchQuery=Nova');
      expect(response.status).toBe(200);
      expect(response.body.length).toBeGreaterThan(0);
      expect(response.body.length).toBeLessThanOrEqual(8);
      expect(response.body).toContainEqual({
        name: nova.fullName,
        image: expect.any(String),
        isLive: false,
        link: `/stars/${nova.username}`,
        secondField: expect.stringContaining('Creator'),
        type: 'star',
      });
      expect((await stack.get('/api/get/stars_gigs_search?searchQuery=valorant&limit=2')).body).toHaveLength(
        2,
      );
      expect((await stack.get('/api/get/stars_gigs_search?searchQuery=%20')).body).toEqual([]);
      expect(await stack.get('/api/get/stars_gigs_search?searchQuery=x&limit=21')).toMatchObject(
        invalid('The limit must be a whole number from 1 to 20'),
      );
      expect(await stack.get(`/api/get/stars_gigs_search?searchQuery=${'x'.repeat(101)}`)).toMatchObject(
        invalid('Search text can have at most 100 characters'),
      );
    });

    it('lists the hashtags with their counts', async () => {
      const tags = await stack.get('/api/get-hash-tags?limit=3');
      expect(tags.status).toBe(200);
      expect(tags.body).toHaveLength(3);
      expect(tags.body[0]).toEqual({ name: expect.any(String), count: expect.any(Number) });
    });
  });

  describe("a star's page and gigs", () => {
    it('reads a star by username or id, and 404 for nobody', async () => {
      expect(await stack.get(`/api/get/influencer/${nova.username}`)).toMatchObject({
        status: 200,
        body: { _id: nova.id, username: nova.username, fullName: nova.fullName },
      });
      expect((await stack.get(`/api/get/influencer/${nova.id}`)).body.username).toBe(nova.username);
      expect(await stack.get('/api/get/influencer/nobody_here')).toMatchObject(
        notFound(CatalogText.starNotFound),
      );
    });

    it("lists a star's gigs by id or username, and a page of them newest first (10 a page)", async () => {
      const byId = await stack.get(`/api/get/products/${nova.id}`);
      expect(byId.status).toBe(200);
      expect(byId.body.length).toBeGreaterThan(0);
      expect(byId.body.every((gig: GigDto) => gig._influencer_id._id === nova.id)).toBe(true);
      const byName = await stack.get(`/api/get/products-by-username/${nova.username}`);
      expect(byName.body.map((gig: GigDto) => gig._id).sort()).toEqual(
        byId.body.map((gig: GigDto) => gig._id).sort(),
      );

      const page = await stack.get(`/api/get/paginatedproducts/${nova.id}`);
      expect(page).toMatchObject({ status: 200, body: { page: 1, limit: PageSizes.paginatedProducts } });
      const dates = page.body.data.map((gig: GigDto) => gig.createdAt);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(await stack.get(`/api/get/paginatedproducts/${nova.id}?filter=Price`)).toMatchObject(
        invalid('The filter must be one of: Date'),
      );
      expect(await stack.get('/api/get/products/nova_plays')).toMatchObject(invalid('Invalid star id'));
    });

    it('reads a gig by id, or by slug with the star username, and 404 for none', async () => {
      const [gig] = (await stack.get(`/api/get/products/${nova.id}`)).body as GigDto[];
      expect(await stack.get(`/api/get/product/${gig._id}`)).toMatchObject({
        status: 200,
        body: { _id: gig._id },
      });
      expect(await stack.get(`/api/get/product/${gig.slug}?username=${nova.username}`)).toMatchObject({
        status: 200,
        body: { _id: gig._id },
      });
      expect(await stack.get('/api/get/product/no-such-gig?username=nova_plays')).toMatchObject(
        notFound(CatalogText.gigNotFound),
      );
    });
  });

  describe('favourites', () => {
    let gig: GigDto;
    beforeAll(async () => {
      [gig] = (await stack.get(`/api/get/products/${nova.id}`)).body;
    });

    it('saves a gig, star and game once however often it is sent, and lists them', async () => {
      const user = await stack.signedInUser();
      const token = user.accessToken;
      for (let time = 0; time < 2; time++) {
        expect(await stack.post('/api/save_favoriteGig', { id: gig._id }, { token })).toMatchObject({
          status: 200,
          body: { message: SuccessText.gigFavorited },
        });
        expect(await stack.post('/api/save_favoriteStars', { id: nova.id }, { token })).toMatchObject({
          status: 200,
          body: { message: SuccessText.starFavorited },
        });
        expect(await stack.post('/api/save_favoriteGames', { id: valorant._id }, { token })).toMatchObject({
          status: 200,
          body: { message: SuccessText.gameFavorited },
        });
      }
      const favorites = await stack.get('/api/get_allfavorites', { token });
      expect(favorites.status).toBe(200);
      expect(favorites.body.gigs.map((item: GigDto) => item._id)).toEqual([gig._id]);
      expect(favorites.body.stars).toEqual([
        expect.objectContaining({ _id: nova.id, _influencer_id: nova.id }),
      ]);
      expect(favorites.body.games.map((item: GameDto) => item._id)).toEqual([valorant._id]);

      expect(
        (await gigsOf('/api/get/GigsForScroll?favoritesOnly=true', token)).map((item) => item._id),
      ).toEqual([gig._id]);
      const games = (await stack.get('/api/get/GamesForScroll?favoritesOnly=true', { token })).body.data;
      expect(games.map((item: GameDto) => item._id)).toEqual([valorant._id]);

      for (let time = 0; time < 2; time++) {
        expect(await stack.post('/api/delete_favGigs', { id: gig._id }, { token })).toMatchObject({
          status: 200,
          body: { message: SuccessText.gigUnfavorited },
        });
        expect(await stack.post('/api/delete_favStars', { id: nova.id }, { token })).toMatchObject({
          status: 200,
          body: { message: SuccessText.starUnfavorited },
        });
        expect(await stack.post('/api/delete_favGames', { id: valorant._id }, { token })).toMatchObject({
          status: 200,
          body: { message: SuccessText.gameUnfavorited },
        });
      }
      expect((await stack.get('/api/get_allfavorites', { token })).body).toEqual({
        gigs: [],
        stars: [],
        games: [],
      });
      expect(await gigsOf('/api/get/GigsForScroll?favoritesOnly=true', token)).toEqual([]);
    });

    it('keeps favourites per user', async () => {
      await stack.post('/api/save_favoriteGig', { id: gig._id }, { token: fan.accessToken });
      const other = await stack.signedInUser();
      expect((await stack.get('/api/get_allfavorites', { token: other.accessToken })).body.gigs).toEqual([]);
    });

    it('refuses a bad id with 400, an unknown one with 404, and anyone not signed in with 401', async () => {
      const token = fan.accessToken;
      expect(await stack.post('/api/save_favoriteGig', { id: 'gig-1' }, { token })).toMatchObject(
        invalid('Invalid item id'),
      );
      expect(await stack.post('/api/delete_favStars', {}, { token })).toMatchObject(
        invalid('Invalid item id'),
      );
      expect(
        await stack.post(
          '/api/save_favoriteGames',
          { id: '0190a0d0-0000-7000-8000-000000000099' },
          { token },
        ),
      ).toMatchObject(notFound(CatalogText.gameNotFound));
      for (const path of [
        '/api/save_favoriteGig',
        '/api/save_favoriteStars',
        '/api/save_favoriteGames',
        '/api/delete_favGigs',
        '/api/delete_favStars',
        '/api/delete_favGames',
      ]) {
        expect(await stack.post(path, { id: gig._id })).toMatchObject(signInRequired);
      }
      expect(await stack.get('/api/get_allfavorites')).toMatchObject(signInRequired);
    });
  });

  describe('signals', () => {
    it('takes star suggestions from visitors and users', async () => {
      const thanks = { status: 200, body: { message: CatalogText.starSuggested } };
      expect(await stack.post('/api/suggeststar', { starName: 'Someone Famous' })).toMatchObject(thanks);
      expect(
        await stack.post('/api/suggeststar', { starName: 'Another One' }, { token: fan.accessToken }),
      ).toMatchObject(thanks);
      expect(await stack.post('/api/suggeststar', { starName: '   ' })).toMatchObject(
        invalid(CatalogText.starNameRequired),
      );
      expect(await stack.post('/api/suggeststar', {})).toMatchObject(invalid(CatalogText.starNameRequired));
    });

    it('records a click for the caller, never for the userId the body names', async () => {
      const [gig] = (await stack.get(`/api/get/products/${nova.id}`)).body as GigDto[];
      const someoneElse = await stack.signedInUser();
      const click = { userId: someoneElse.id, itemId: gig._id, influencerId: nova.id, type: 'gig' };
      expect(await stack.post('/api/track/click', click, { token: fan.accessToken })).toMatchObject({
        status: 200,
        body: { message: CatalogText.clickRecorded },
      });
      expect((await stack.post('/api/track/click', click)).status).toBe(200);
      const search = { itemId: nova.id, influencerId: null, type: 'search', searchTerm: 'nova' };
      expect((await stack.post('/api/track/click', search)).status).toBe(200);

      const recorded = await stack.withDatabase(stack.catalogDatabaseName, (db) =>
        db.query<{ user_id: string | null }>(
          'SELECT user_id FROM clicks WHERE item_id = $1 ORDER BY id DESC LIMIT 2',
          [gig._id],
        ),
      );
      expect(recorded.rows.map((row) => row.user_id)).toEqual([null, fan.id]);
    });

    it('refuses a click without a valid item or type', async () => {
      expect(await stack.post('/api/track/click', { type: 'gig' })).toMatchObject(invalid('Invalid item id'));
      expect(await stack.post('/api/track/click', { itemId: nova.id, type: 'banner' })).toMatchObject(
        invalid(`The type must be one of: ${ClickTypes.join(', ')}`),
      );
    });
  });

  describe('rate limits', () => {
    it('limits search on its own budget, apart from sign-in', async () => {
      const limited = await stack.startGateway({ SEARCH_RATE_LIMIT: '3', AUTH_RATE_LIMIT: '2' });
      try {
        const search = () =>
          stack.request('GET', '/api/get/stars_gigs_search?searchQuery=nova', {}, limited.url);
        for (let attempt = 1; attempt <= 3; attempt++) expect((await search()).status).toBe(200);
        expect(await search()).toMatchObject({ status: 429, body: { error: AuthText.tooManyRequests } });
        const login = () =>
          stack.request(
            'POST',
            '/auth/login',
            { body: { email: 'nobody@example.com', password: 'wrong password' } },
            limited.url,
          );
        for (let attempt = 1; attempt <= 2; attempt++) expect((await login()).status).toBe(401);
        expect((await login()).status).toBe(429);
      } finally {
        await limited.close();
      }
    });
  });
});
