import {
  AccountText,
  AuthText,
  CatalogText,
  gigPriceBelowMinimumText,
  SuccessText,
  ValidationText,
  type GameDto,
} from '@lobby/contracts';
import { newId } from '@lobby/service-kit';
import { FakePeers, refusal } from '@lobby/test-kit';
import { CatalogHarness } from '../test/catalog-fixtures';

describe('catalog: a streamer’s gigs', () => {
  const catalog = new CatalogHarness();
  let game: GameDto;
  let otherGame: GameDto;

  beforeAll(async () => {
    await catalog.start();
    game = await catalog.game({
      name: 'Valorant',
      modes: [
        { name: 'Competitive', duration: 45, no_of_players: 4 },
        { name: 'Spike Rush', duration: 15, no_of_players: 4 },
      ],
      platformIds: [await catalog.platformId('PC'), await catalog.platformId('PlayStation')],
    });
    otherGame = await catalog.game({ name: 'Apex Legends' });
  }, 30_000);
  afterAll(() => catalog.stop());

  it('adds a gig with the spec defaults, a sanitised description and its populated references', async () => {
    const star = await catalog.star({ fullName: 'Nova Reyes', country: 'US' });
    const answer = await catalog.send('catalog.addGig', {
      userId: star.id,
      gameId: game._id,
      gameModeId: game.modes[0]._id,
      platformId: game.platforms_available[0]._id,
      price: 12.5,
      tags: [{ name: ' Ranked ' }, { name: 'ranked' }, { name: '' }, { name: 'Duo' }],
      requirements: [{ key: 'Age', value: '18+' }],
    });
    expect(answer.message).toBe(SuccessText.gigAdded);
    expect(answer.gig).toMatchObject({
      product_title: 'Play Valorant with Nova Reyes',
      product_desc: 'Play Valorant with me.',
      slug: 'play-valorant-with-nova-reyes',
      price: 12.5,
      baseCurrency: 'USD',
      session_tags: ['Ranked', 'Duo'],
      requirements: [{ key: 'Age', value: '18+' }],
      status: 'active',
      _game_id: { _id: game._id, name: 'Valorant' },
      _game_mode_id: { _id: game.modes[0]._id, name: 'Competitive', duration: 45, no_of_players: 4 },
      _platform_playing_on_id: { platform_name: 'PlayStation' },
      _influencer_id: { _id: star.id, username: star.username, fullName: 'Nova Reyes', isLive: false },
    });
    const { rows } = await catalog.db.query('SELECT price_minor FROM gigs WHERE id = $1', [answer.gig._id]);
    expect(rows[0].price_minor).toBe(1250);
  });

  it('prices a gig of a star billed in India in rupees', async () => {
    const star = await catalog.star({ country: 'IN' });
    const gig = await catalog.gig(star.id, game, { price: 499 });
    expect(gig).toMatchObject({ price: 499, baseCurrency: 'INR' });
  });

  it('keeps slugs unique per star, but two stars may share one', async () => {
    const first = await catalog.star();
    const second = await catalog.star();
    const a = await catalog.gig(first.id, game, { gig_title: 'Ranked duo!' });
    const b = await catalog.gig(first.id, game, { gig_title: 'Ranked Duo' });
    const c = await catalog.gig(second.id, game, { gig_title: 'Ranked duo' });
    expect([a.slug, b.slug, c.slug]).toEqual(['ranked-duo', 'ranked-duo-2', 'ranked-duo']);
    const found = await catalog.send('catalog.gig', { idOrSlug: 'ranked-duo-2', username: first.username });
    expect(found._id).toBe(b._id);
  });

  it('gives gigs with the same title added at once, by one streamer or several, distinct slugs', async () => {
    const star = await catalog.star();
    const otherStar = await catalog.star();
    const added = await Promise.all(
      [...Array(8).fill(star.id), ...Array(4).fill(otherStar.id)].map((starId: string) =>
        catalog.gig(starId, game, { gig_title: 'Same title' }),
      ),
    );
    const slugsOf = (starId: string) =>
      added
        .filter((gig) => gig._influencer_id._id === starId)
        .map((gig) => gig.slug)
        .sort();
    expect(slugsOf(star.id)).toEqual(
      ['same-title', ...[2, 3, 4, 5, 6, 7, 8].map((n) => `same-title-${n}`)].sort(),
    );
    expect(slugsOf(otherStar.id)).toEqual(['same-title', 'same-title-2', 'same-title-3', 'same-title-4']);
  });

  it.each([
    ['a title over 70 characters', { gig_title: 'x'.repeat(71) }, ValidationText.titleTooLong],
    [
      'an <iframe> in the description',
      { gig_desc: '<iframe src="x"></iframe>' },
      ValidationText.disallowedHtml,
    ],
    [
      'a <script> in the description',
      { gig_desc: 'hi <script>alert(1)</script>' },
      ValidationText.disallowedHtml,
    ],
    [
      'an incomplete requirement',
      { requirements: [{ key: 'Age', value: '' }] },
      ValidationText.requirementsIncomplete,
    ],
    ['no game', { gameId: '' }, ValidationText.noGameSelected],
    ['a price of 0', { price: 0 }, CatalogText.invalidPrice],
    ['a price with three decimals', { price: 1.005 }, CatalogText.invalidPrice],
    [
      'an unknown cancellation policy',
      { cancellationPolicy: 'generous' as never },
      CatalogText.invalidCancellationPolicy,
    ],
    [
      'a thumbnail that is not an uploaded image',
      { gig_thumb: 'javascript:alert(1)' },
      ValidationText.invalidImage,
    ],
    ['an unknown game', { gameId: newId() }, CatalogText.gameNotFound],
  ])('refuses %s', async (_case, overrides, text) => {
    const star = await catalog.star();
    expect(await refusal(catalog.gig(star.id, game, overrides))).toEqual({ status: 400, message: text });
  });

  describe('the minimum gig price', () => {
    const content = new FakePeers();
    const configuration = new Map<string, string>();
    beforeAll(async () => {
      await content.start(catalog.nats.url);
      content.answer('content.configuration', ({ key }) => {
        const value = configuration.get(key);
        return value === undefined ? null : { key, value, description: null };
      });
      await content.flush();
    });
    afterEach(() => configuration.clear());
    afterAll(() => content.stop());

    it('refuses a price under the default minimum of the streamer’s currency and accepts the minimum', async () => {
      const american = await catalog.star({ country: 'US' });
      const indian = await catalog.star({ country: 'IN' });
      expect(await refusal(catalog.gig(american.id, game, { price: 0.99 }))).toEqual({
        status: 400,
        message: gigPriceBelowMinimumText('USD', 1),
      });
      expect(await refusal(catalog.gig(indian.id, game, { price: 9.99 }))).toEqual({
        status: 400,
        message: 'Price should be at least ₹10',
      });
      expect((await catalog.gig(american.id, game, { price: 1 })).price).toBe(1);
      expect((await catalog.gig(indian.id, game, { price: 10 })).price).toBe(10);
    });

    it('follows the configured minimum on add and on a price change, and answers it to the editor', async () => {
      configuration.set('MINIMUM_GIG_PRICE_USD', '4.5');
      configuration.set('MINIMUM_GIG_PRICE_INR', 'fifty');
      expect(await catalog.send('catalog.gigPriceMinimums', {})).toEqual({ USD: 4.5, INR: 10 });
      const star = await catalog.star({ country: 'US' });
      expect(await refusal(catalog.gig(star.id, game, { price: 4.49 }))).toEqual({
        status: 400,
        message: 'Price should be at least $4.50',
      });
      const gig = await catalog.gig(star.id, game, { price: 4.5 });
      const lowered = catalog.send('catalog.updateGig', { userId: star.id, gigId: gig._id, price: 0.01 });
      expect(await refusal(lowered)).toEqual({ status: 400, message: 'Price should be at least $4.50' });
      const { rows } = await catalog.db.query('SELECT price_minor FROM gigs WHERE id = $1', [gig._id]);
      expect(rows[0].price_minor).toBe(450);
    });
  });

  it('keeps the chosen cancellation policy, the flexible default when none is chosen', async () => {
    const star = await catalog.star();
    expect((await catalog.gig(star.id, game)).cancellationPolicy).toBe('flexible');
    const moderate = await catalog.gig(star.id, game, { cancellationPolicy: 'moderate' });
    expect(moderate.cancellationPolicy).toBe('moderate');
    const { gig } = await catalog.send('catalog.updateGig', {
      userId: star.id,
      gigId: moderate._id,
      cancellationPolicy: 'strict',
    });
    expect(gig.cancellationPolicy).toBe('strict');
  });

  it("refuses a mode or platform that doesn't belong to the game", async () => {
    const star = await catalog.star();
    expect(await refusal(catalog.gig(star.id, game, { gameModeId: otherGame.modes[0]._id }))).toEqual({
      status: 400,
      message: CatalogText.modeNotInGame,
    });
    const xbox = await catalog.platformId('XBOX');
    expect(await refusal(catalog.gig(star.id, game, { platformId: xbox }))).toEqual({
      status: 400,
      message: CatalogText.platformNotInGame,
    });
  });

  it('refuses someone who is not a listed streamer', async () => {
    const hidden = await catalog.star({ listed: false });
    expect(await refusal(catalog.gig(newId(), game))).toEqual({
      status: 403,
      message: AccountText.notInfluencer,
    });
    expect(await refusal(catalog.gig(hidden.id, game))).toEqual({
      status: 403,
      message: AccountText.notInfluencer,
    });
  });

  it('updates only what was sent, checks it, and keeps the slug', async () => {
    const star = await catalog.star();
    const gig = await catalog.gig(star.id, game, { gig_title: 'Old title', tags: [{ name: 'Aim' }] });
    const answer = await catalog.send('catalog.updateGig', {
      userId: star.id,
      gigId: gig._id,
      gig_title: 'New title',
      gig_desc: '<p>See <a href="https://twitch.tv/x">my stream</a></p>',
      price: 20,
    });
    expect(answer.message).toBe(SuccessText.gigUpdated);
    expect(answer.gig).toMatchObject({
      product_title: 'New title',
      product_desc:
        '<p>See <a href="https://twitch.tv/x" target="_blank" rel="noopener nofollow">my stream</a></p>',
      price: 20,
      session_tags: ['Aim'],
      slug: 'old-title',
    });
    expect(
      await refusal(
        catalog.send('catalog.updateGig', { userId: star.id, gigId: gig._id, gig_title: 'y'.repeat(71) }),
      ),
    ).toEqual({ status: 400, message: ValidationText.titleTooLong });
  });

  it('moving a gig to another game needs a mode of that game', async () => {
    const star = await catalog.star();
    const gig = await catalog.gig(star.id, game);
    expect(
      await refusal(
        catalog.send('catalog.updateGig', { userId: star.id, gigId: gig._id, gameId: otherGame._id }),
      ),
    ).toEqual({ status: 400, message: CatalogText.modeNotInGame });
    const moved = await catalog.send('catalog.updateGig', {
      userId: star.id,
      gigId: gig._id,
      gameId: otherGame._id,
      gameModeId: otherGame.modes[0]._id,
      platformId: null,
    });
    expect(moved.gig._game_id.name).toBe('Apex Legends');
  });

  it("refuses another streamer's gig with 403 for every change, and an unknown gig with 404", async () => {
    const owner = await catalog.star();
    const intruder = await catalog.star();
    const gig = await catalog.gig(owner.id, game);
    const forbidden = { status: 403, message: AuthText.forbidden };
    const as = { userId: intruder.id, gigId: gig._id };
    expect(await refusal(catalog.send('catalog.updateGig', { ...as, gig_title: 'Mine now' }))).toEqual(
      forbidden,
    );
    expect(await refusal(catalog.send('catalog.archiveGig', as))).toEqual(forbidden);
    expect(await refusal(catalog.send('catalog.unarchiveGig', as))).toEqual(forbidden);
    expect(await refusal(catalog.send('catalog.deleteGig', as))).toEqual(forbidden);
    expect(
      await refusal(catalog.send('catalog.inactiveGigs', { userId: intruder.id, starId: owner.id })),
    ).toEqual(forbidden);
    expect(
      await refusal(catalog.send('catalog.gigsPerformance', { userId: intruder.id, starId: owner.id })),
    ).toEqual(forbidden);
    expect(await refusal(catalog.send('catalog.deleteGig', { userId: owner.id, gigId: newId() }))).toEqual({
      status: 404,
      message: CatalogText.gigNotFound,
    });
    expect((await catalog.send('catalog.gig', { idOrSlug: gig._id })).product_title).toBe(gig.product_title);
  });

  it('archives (out of public lists, into the inactive list), unarchives and deletes', async () => {
    const star = await catalog.star();
    const gig = await catalog.gig(star.id, game);
    const own = { userId: star.id, gigId: gig._id };

    const archived = await catalog.send('catalog.archiveGig', own);
    expect(archived).toMatchObject({ message: CatalogText.gigArchived, gig: { status: 'archived' } });
    expect(await catalog.send('catalog.starGigs', { starId: star.id })).toEqual([]);
    expect(await refusal(catalog.send('catalog.gig', { idOrSlug: gig._id }))).toMatchObject({ status: 404 });
    const inactive = await catalog.send('catalog.inactiveGigs', { userId: star.id, starId: star.id });
    expect(inactive.map((g) => g._id)).toEqual([gig._id]);

    expect(await catalog.send('catalog.unarchiveGig', own)).toMatchObject({
      message: CatalogText.gigUnarchived,
      gig: { status: 'active' },
    });
    expect((await catalog.send('catalog.starGigs', { starId: star.id })).map((g) => g._id)).toEqual([
      gig._id,
    ]);

    expect(await catalog.send('catalog.deleteGig', own)).toEqual({ message: CatalogText.gigDeleted });
    expect(await catalog.send('catalog.starGigs', { starId: star.id })).toEqual([]);
    expect(await refusal(catalog.send('catalog.archiveGig', own))).toMatchObject({ status: 404 });
  });

  it('lists a star’s public gigs by id and by username, and one gig by id or by slug', async () => {
    const star = await catalog.star({ username: 'Gig_Lister' });
    const older = await catalog.gig(star.id, game, { gig_title: 'Older gig' });
    const newer = await catalog.gig(star.id, game, { gig_title: 'Newer gig' });
    const byId = await catalog.send('catalog.starGigs', { starId: star.id });
    expect(byId.map((g) => g._id)).toEqual([newer._id, older._id]);
    const byName = await catalog.send('catalog.starGigsByUsername', { username: 'gig_lister' });
    expect(byName.map((g) => g._id)).toEqual([newer._id, older._id]);
    expect((await catalog.send('catalog.gig', { idOrSlug: 'older-gig', username: 'GIG_LISTER' }))._id).toBe(
      older._id,
    );
    expect(
      await refusal(catalog.send('catalog.gig', { idOrSlug: 'older-gig', username: 'someone_else' })),
    ).toEqual({
      status: 404,
      message: CatalogText.gigNotFound,
    });
  });

  it('pages a star’s gigs, newest first with the Date filter, and says where the end is', async () => {
    const star = await catalog.star();
    const made = [];
    for (const title of ['One', 'Two', 'Three'])
      made.push(await catalog.gig(star.id, game, { gig_title: title }));
    await catalog.setGig(made[0]._id, { favorites_count: 10 });
    const byDate = await catalog.send('catalog.paginatedStarGigs', {
      starId: star.id,
      page: 1,
      limit: 2,
      filter: 'Date',
    });
    expect(byDate).toMatchObject({ page: 1, limit: 2, total: 3, totalPages: 2 });
    expect(byDate.data.map((g) => g.product_title)).toEqual(['Three', 'Two']);
    const last = await catalog.send('catalog.paginatedStarGigs', {
      starId: star.id,
      page: 2,
      limit: 2,
      filter: 'Date',
    });
    expect(last.data.map((g) => g.product_title)).toEqual(['One']);
    const popular = await catalog.send('catalog.paginatedStarGigs', { starId: star.id, page: 1, limit: 2 });
    expect(popular.data[0].product_title).toBe('One');
    const beyond = await catalog.send('catalog.paginatedStarGigs', { starId: star.id, page: 5, limit: 2 });
    expect(beyond).toMatchObject({ data: [], total: 3, totalPages: 2 });
  });

  it('reports clicks, favourites and conversion per gig to its owner', async () => {
    const star = await catalog.star();
    const gig = await catalog.gig(star.id, game, { gig_title: 'Measured' });
    const fan = newId();
    await catalog.send('catalog.trackClick', {
      userId: fan,
      itemId: gig._id,
      influencerId: star.id,
      type: 'gig',
    });
    await catalog.send('catalog.trackClick', {
      userId: null,
      itemId: gig._id,
      influencerId: null,
      type: 'gig',
    });
    await catalog.send('catalog.saveFavorite', { userId: fan, kind: 'gig', id: gig._id });
    expect(await catalog.send('catalog.gigsPerformance', { userId: star.id, starId: star.id })).toEqual([
      { gigId: gig._id, product_title: 'Measured', clicks: 2, favorites: 1, orders: 0, conversionRate: 0 },
    ]);
  });
});
