import { CatalogText, ErrorText, PlatformNames, SuccessText, ValidationText } from '@lobby/contracts';
import { newId } from '@lobby/service-kit';
import { refusal } from '@lobby/test-kit';
import { CatalogHarness } from '../test/catalog-fixtures';

describe('catalog: games, modes and platforms', () => {
  const catalog = new CatalogHarness();
  const staff = { userId: newId() };
  beforeAll(() => catalog.start(), 30_000);
  afterAll(() => catalog.stop());

  it('starts with the six platforms of the spec', async () => {
    const platforms = await catalog.send('catalog.platforms', {});
    expect(platforms.map((p) => p.platform_name)).toEqual([...PlatformNames]);
    expect(platforms.map((p) => p.platform_id_name)).toEqual([
      'playstation',
      'nintendo-switch',
      'xbox',
      'pc',
      'android',
      'ios',
    ]);
  });

  it('creates a game with modes and platforms, showing Android and iOS as one entry', async () => {
    const ids = await Promise.all(['PC', 'Android', 'iOS'].map((name) => catalog.platformId(name)));
    const answer = await catalog.send('catalog.createGame', {
      ...staff,
      name: '  Free Fire ',
      desc: 'Ten-minute battle royale',
      showLanding: true,
      crossplatform: true,
      modes: [
        { name: 'BR Squad', duration: 20, no_of_players: 3 },
        { name: 'Clash Squad', duration: 15, no_of_players: 3 },
      ],
      platformIds: ids,
      image: '/uploads/games/ff.webp',
      gameLogo: '/uploads/games/ff-logo.webp',
      backGroundUrl: '/uploads/games/ff-bg.webp',
      primaryColor: '#FF6A00',
      secondaryColor: '#1a1a1a',
      alternateColor: '#fd0',
    });
    expect(answer.message).toBe(CatalogText.gameAdded);
    expect(answer.game).toMatchObject({
      name: 'Free Fire',
      slug: 'free-fire',
      desc: 'Ten-minute battle royale',
      showLanding: true,
      crossplatform: true,
      modes: [
        { name: 'BR Squad', duration: 20, no_of_players: 3 },
        { name: 'Clash Squad', duration: 15, no_of_players: 3 },
      ],
      image: '/uploads/games/ff.webp',
      images: { url: '/uploads/games/ff.webp', filename: 'ff.webp' },
      gameLogo: '/uploads/games/ff-logo.webp',
      backGroundUrl: '/uploads/games/ff-bg.webp',
      primaryColor: '#ff6a00',
      alternateColor: '#fd0',
      gigsCount: 0,
    });
    expect(answer.game.platforms_available.map((p) => [p.platform_name, p.platform_id_name])).toEqual([
      ['PC', 'pc'],
      ['Android/iOS', 'android-ios'],
    ]);

    const byId = await catalog.send('catalog.game', { id: answer.game._id });
    expect(byId).toEqual(answer.game);
    expect((await catalog.send('catalog.game', { id: 'free-fire' }))._id).toBe(answer.game._id);
    const modes = await catalog.send('catalog.gameModes', { gameId: answer.game._id });
    expect(modes.map((m) => m.name)).toEqual(['BR Squad', 'Clash Squad']);
    expect(await catalog.send('catalog.gameMode', { id: modes[1]._id })).toEqual(modes[1]);
    expect((await catalog.send('catalog.landingGames', {})).map((g) => g.name)).toContain('Free Fire');
  });

  it.each([
    ['no name', { name: ' ' }, CatalogText.gameNameRequired],
    ['a bad colour', { primaryColor: 'red' }, CatalogText.invalidColor],
    [
      'a mode without duration',
      { modes: [{ name: 'Solo', duration: 0, no_of_players: 1 }] },
      CatalogText.invalidGameMode,
    ],
    ['an unknown platform', { platformIds: [newId()] }, CatalogText.platformNotFound],
    ['a logo that is not an image path', { gameLogo: 'javascript:alert(1)' }, ValidationText.invalidImage],
  ])('refuses a game with %s', async (_case, overrides, message) => {
    expect(
      await refusal(catalog.send('catalog.createGame', { ...staff, name: 'Some game', ...overrides })),
    ).toEqual({
      status: 400,
      message,
    });
  });

  it('refuses a second game with the same name, ignoring case', async () => {
    await catalog.game({ name: 'Minecraft' });
    expect(await refusal(catalog.game({ name: 'MINECRAFT' }))).toEqual({
      status: 409,
      message: CatalogText.gameNameTaken,
    });
  });

  it('updates fields, keeps known modes by id, adds and drops others, and replaces platforms', async () => {
    const game = await catalog.game({
      name: 'Rocket League',
      modes: [
        { name: '1v1', duration: 15, no_of_players: 1 },
        { name: '2v2', duration: 20, no_of_players: 1 },
      ],
    });
    const [duel] = game.modes;
    const answer = await catalog.send('catalog.updateGame', {
      ...staff,
      gameId: game._id,
      name: 'Rocket League Sideswipe',
      modes: [
        { _id: duel._id, name: 'Duel', duration: 10, no_of_players: 1 },
        { name: '3v3', duration: 25, no_of_players: 2 },
      ],
      platformIds: [await catalog.platformId('XBOX')],
    });
    expect(answer.message).toBe(CatalogText.gameUpdated);
    expect(answer.game).toMatchObject({ name: 'Rocket League Sideswipe', slug: 'rocket-league-sideswipe' });
    expect(answer.game.modes.map((m) => [m.name, m.duration])).toEqual([
      ['Duel', 10],
      ['3v3', 25],
    ]);
    expect(answer.game.modes[0]._id).toBe(duel._id);
    expect(answer.game.platforms_available.map((p) => p.platform_name)).toEqual(['XBOX']);
    expect(
      await refusal(catalog.send('catalog.updateGame', { ...staff, gameId: newId(), name: 'x' })),
    ).toEqual({
      status: 404,
      message: CatalogText.gameNotFound,
    });
  });

  it("refuses to delete a game with gigs ('Error deleting the game'), deletes one without", async () => {
    const game = await catalog.game({ name: 'Celeste' });
    const star = await catalog.star();
    const gig = await catalog.gig(star.id, game);
    expect(await refusal(catalog.send('catalog.deleteGame', { ...staff, gameId: game._id }))).toEqual({
      status: 409,
      message: ErrorText.errorDeletingGame,
    });
    await catalog.send('catalog.deleteGig', { userId: star.id, gigId: gig._id });
    expect(await catalog.send('catalog.deleteGame', { ...staff, gameId: game._id })).toEqual({
      message: SuccessText.gameDeleted,
    });
    expect(await refusal(catalog.send('catalog.game', { id: game._id }))).toEqual({
      status: 404,
      message: CatalogText.gameNotFound,
    });
    expect(await refusal(catalog.gig(star.id, game))).toEqual({
      status: 400,
      message: CatalogText.gameNotFound,
    });
    // The name is free again.
    expect((await catalog.game({ name: 'Celeste' })).slug).toBe('celeste');
  });

  it('pages games alphabetically and answers 404 for unknown games and modes', async () => {
    const page = await catalog.send('catalog.paginatedGames', { page: 1, limit: 2 });
    expect(page.limit).toBe(2);
    expect(page.data.map((g) => g.name)).toEqual(
      [...page.data.map((g) => g.name)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    const last = await catalog.send('catalog.paginatedGames', { page: page.totalPages, limit: 2 });
    expect(last.data.length).toBeGreaterThan(0);
    expect(
      (await catalog.send('catalog.paginatedGames', { page: page.totalPages + 1, limit: 2 })).data,
    ).toEqual([]);
    expect(await refusal(catalog.send('catalog.gameModes', { gameId: newId() }))).toMatchObject({
      status: 404,
    });
    expect(await refusal(catalog.send('catalog.gameMode', { id: newId() }))).toEqual({
      status: 404,
      message: CatalogText.gameModeNotFound,
    });
  });

  it("resolves a game choice: its own mode and platforms only (iOS too when shown as 'Android/iOS')", async () => {
    const [pc, android, ios, xbox] = await Promise.all(
      ['PC', 'Android', 'iOS', 'XBOX'].map((name) => catalog.platformId(name)),
    );
    const game = await catalog.game({
      image: '/uploads/games/choice.webp',
      platformIds: [pc, android, ios],
    });
    const other = await catalog.game();

    expect(
      await catalog.send('catalog.gameChoice', {
        gameId: game._id,
        gameModeId: game.modes[0]._id,
        platformId: ios,
      }),
    ).toEqual({
      game: {
        _id: game._id,
        name: game.name,
        slug: game.slug,
        gameLogo: null,
        image: '/uploads/games/choice.webp',
      },
      mode: game.modes[0],
      platform: { _id: ios, platform_name: 'iOS', platform_id_name: 'ios', platform_icon: null },
    });
    expect(
      await catalog.send('catalog.gameChoice', {
        gameId: game._id,
        gameModeId: other.modes[0]._id,
        platformId: xbox,
      }),
    ).toMatchObject({ game: { _id: game._id }, mode: null, platform: null });
    expect(await catalog.send('catalog.gameChoice', { gameId: game._id })).toMatchObject({
      mode: null,
      platform: null,
    });
    expect(await refusal(catalog.send('catalog.gameChoice', { gameId: newId() }))).toEqual({
      status: 404,
      message: CatalogText.gameNotFound,
    });
    expect(await refusal(catalog.send('catalog.gameChoice', { gameId: 'not-an-id' }))).toMatchObject({
      status: 404,
    });
  });

  it('manages platforms: add, rename, refuse duplicates, and refuse deleting one in use', async () => {
    const added = await catalog.send('catalog.createPlatform', {
      ...staff,
      platform_name: 'Steam Deck',
      platform_icon: '/uploads/platforms/deck.png',
    });
    expect(added).toEqual({
      message: CatalogText.platformAdded,
      platform: {
        _id: expect.any(String),
        platform_name: 'Steam Deck',
        platform_id_name: 'steam-deck',
        platform_icon: '/uploads/platforms/deck.png',
      },
    });
    expect(await refusal(catalog.send('catalog.createPlatform', { ...staff, platform_name: 'pc' }))).toEqual({
      status: 409,
      message: CatalogText.platformNameTaken,
    });
    const renamed = await catalog.send('catalog.updatePlatform', {
      ...staff,
      platformId: added.platform._id,
      platform_name: 'Steam Deck OLED',
    });
    expect(renamed.platform).toMatchObject({
      platform_name: 'Steam Deck OLED',
      platform_id_name: 'steam-deck-oled',
    });

    await catalog.game({ name: 'Deck game', platformIds: [added.platform._id] });
    expect(
      await refusal(catalog.send('catalog.deletePlatform', { ...staff, platformId: added.platform._id })),
    ).toEqual({
      status: 409,
      message: CatalogText.platformInUse,
    });
    const spare = await catalog.send('catalog.createPlatform', { ...staff, platform_name: 'Spare' });
    expect(
      await catalog.send('catalog.deletePlatform', { ...staff, platformId: spare.platform._id }),
    ).toEqual({
      message: CatalogText.platformDeleted,
    });
    expect(
      await refusal(catalog.send('catalog.deletePlatform', { ...staff, platformId: spare.platform._id })),
    ).toEqual({
      status: 404,
      message: CatalogText.platformNotFound,
    });
  });
});
