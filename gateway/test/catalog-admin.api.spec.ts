import {
  CatalogText,
  ErrorText,
  type GameDto,
  PageSizes,
  type PlatformDto,
  SuccessText,
  ValidationText,
} from '@lobby/contracts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../services/identity/src/seed/demo-accounts';
import { GatewayHarness, type SignedInUser } from './gateway-harness';
import { conflict, forbidden, invalid, notFound, signInRequired } from './support/answers';
import { imageForm, picture, storedImage } from './support/catalog-fixtures';

const admin = DEMO_ACCOUNTS.find((account) => account.key === 'admin')!;
/** A stored upload's name: a UUID, then the widths it was also made in (see image-variants in contracts). */
const STORED = (folder: string) => new RegExp(`^/uploads/${folder}/[0-9a-f-]{36}\\.w\\d+(_\\d+)+\\.webp$`);

describe('gateway: staff manage games, platforms and banners', () => {
  const stack = new GatewayHarness();
  let adminToken: string;
  let gamesReader: SignedInUser;
  let configurator: SignedInUser;
  let fan: SignedInUser;
  let platforms: PlatformDto[];
  beforeAll(async () => {
    await stack.start({}, { SEED_DEMO_DATA: 'true' }, { catalog: { SEED_DEMO_DATA: 'true' } });
    adminToken = await stack.accessTokenOf(admin.email, DEMO_PASSWORD);
    gamesReader = await stack.staffUser([{ service: 'games', read: true, write: false }], 'developer');
    configurator = await stack.staffUser([{ service: 'Banners', read: true, write: true }], 'marketing');
    fan = await stack.signedInUser();
    platforms = (await stack.get('/api/get/platforms')).body;
  }, 120_000);
  afterAll(() => stack.stop());

  const gameInput = (name: string) => ({
    name,
    desc: 'A test game',
    crossplatform: true,
    showLanding: false,
    modes: [{ name: 'Duos', duration: 20, no_of_players: 2 }],
    platformIds: [platforms[0]._id, platforms[3]._id],
    primaryColor: '#112233',
    secondaryColor: null,
  });

  describe('games', () => {
    it('lists games ten a page for staff who may read them', async () => {
      const list = await stack.get('/api/admin/games', { token: gamesReader.accessToken });
      expect(list).toMatchObject({ status: 200, body: { page: 1, limit: PageSizes.admin } });
      expect(list.body.data).toHaveLength(PageSizes.admin);
      const found = await stack.get('/api/admin/games?search=valorant', { token: adminToken });
      expect(found.body.data[0]).toMatchObject({ slug: 'valorant' });
    });

    it('adds, edits and deletes a game', async () => {
      const created = await stack.post('/api/admin/games', gameInput('Test Arena'), { token: adminToken });
      expect(created).toMatchObject({
        status: 201,
        body: {
          message: CatalogText.gameAdded,
          game: { name: 'Test Arena', slug: 'test-arena', modes: [{ name: 'Duos', duration: 20 }] },
        },
      });
      const game: GameDto = created.body.game;

      const edited = await stack.put(
        `/api/admin/games/${game._id}`,
        { name: 'Test Arena 2', modes: [{ ...game.modes[0], duration: 25 }], showLanding: true },
        { token: adminToken },
      );
      expect(edited).toMatchObject({
        status: 200,
        body: {
          message: CatalogText.gameUpdated,
          game: {
            name: 'Test Arena 2',
            showLanding: true,
            modes: [{ _id: game.modes[0]._id, duration: 25 }],
          },
        },
      });
      expect((await stack.get(`/api/get/game/${game._id}`)).body.name).toBe('Test Arena 2');

      expect(await stack.delete(`/api/admin/games/${game._id}`, { token: adminToken })).toMatchObject({
        status: 200,
        body: { message: SuccessText.gameDeleted },
      });
      expect(await stack.get(`/api/get/game/${game._id}`)).toMatchObject(notFound(CatalogText.gameNotFound));
    });

    it('keeps a game that has gigs', async () => {
      const valorant = (await stack.get('/api/get/game/valorant')).body;
      expect(await stack.delete(`/api/admin/games/${valorant._id}`, { token: adminToken })).toMatchObject(
        conflict(ErrorText.errorDeletingGame),
      );
    });

    it('refuses broken fields with their texts', async () => {
      const create = (body: object) => stack.post('/api/admin/games', body, { token: adminToken });
      expect(await create({ ...gameInput('x'), name: '  ' })).toMatchObject(
        invalid(CatalogText.gameNameRequired),
      );
      expect(await create({ ...gameInput('Colours'), primaryColor: 'red' })).toMatchObject(
        invalid(CatalogText.invalidColor),
      );
      expect(
        await create({ ...gameInput('Modes'), modes: [{ name: 'Solo', duration: 0, no_of_players: 1 }] }),
      ).toMatchObject(invalid(CatalogText.invalidGameMode));
      expect(await create({ ...gameInput('Platforms'), platformIds: ['pc'] })).toMatchObject(
        invalid(CatalogText.platformNotFound),
      );
      expect(await create({ ...gameInput('Pictures'), image: 'javascript:alert(1)' })).toMatchObject(
        invalid(ValidationText.invalidImage),
      );
      expect(await create(gameInput('Valorant'))).toMatchObject(conflict(CatalogText.gameNameTaken));
      expect(
        await stack.put('/api/admin/games/valorant', { name: 'X' }, { token: adminToken }),
      ).toMatchObject(invalid('Invalid game id'));
    });

    it('refuses staff without the games write permission, fans and visitors', async () => {
      const game = gameInput('Not Allowed');
      expect(await stack.post('/api/admin/games', game, { token: gamesReader.accessToken })).toMatchObject(
        forbidden,
      );
      expect(await stack.get('/api/admin/games', { token: configurator.accessToken })).toMatchObject(
        forbidden,
      );
      expect(await stack.get('/api/admin/games', { token: fan.accessToken })).toMatchObject(forbidden);
      expect(await stack.get('/api/admin/games')).toMatchObject(signInRequired);
      const valorant = (await stack.get('/api/get/game/valorant')).body;
      for (const caller of [gamesReader, configurator, fan]) {
        expect(
          await stack.put(`/api/admin/games/${valorant._id}`, { name: 'X' }, { token: caller.accessToken }),
        ).toMatchObject(forbidden);
        expect(
          await stack.delete(`/api/admin/games/${valorant._id}`, { token: caller.accessToken }),
        ).toMatchObject(forbidden);
      }
    });
  });

  describe('platforms', () => {
    it('adds, renames and deletes a platform', async () => {
      const created = await stack.post(
        '/api/admin/platforms',
        { platform_name: 'Steam Deck', platform_icon: null },
        { token: adminToken },
      );
      expect(created).toMatchObject({
        status: 201,
        body: { message: CatalogText.platformAdded, platform: { platform_name: 'Steam Deck' } },
      });
      const id = created.body.platform._id;
      expect(
        await stack.put(
          `/api/admin/platforms/${id}`,
          { platform_name: 'Steam Deck OLED' },
          { token: adminToken },
        ),
      ).toMatchObject({
        status: 200,
        body: { message: CatalogText.platformUpdated, platform: { platform_name: 'Steam Deck OLED' } },
      });
      expect(await stack.delete(`/api/admin/platforms/${id}`, { token: adminToken })).toMatchObject({
        status: 200,
        body: { message: CatalogText.platformDeleted },
      });
      expect(
        (await stack.get('/api/get/platforms')).body.map((platform: PlatformDto) => platform._id),
      ).not.toContain(id);
    });

    it('refuses an empty name, a platform in use, and callers without the Platforms write permission', async () => {
      expect(
        await stack.post('/api/admin/platforms', { platform_name: '' }, { token: adminToken }),
      ).toMatchObject(invalid(CatalogText.platformNameRequired));
      expect(
        await stack.delete(`/api/admin/platforms/${platforms[3]._id}`, { token: adminToken }),
      ).toMatchObject(conflict(CatalogText.platformInUse));
      for (const caller of [gamesReader, configurator, fan]) {
        const token = caller.accessToken;
        expect(await stack.post('/api/admin/platforms', { platform_name: 'X' }, { token })).toMatchObject(
          forbidden,
        );
        expect(
          await stack.put(`/api/admin/platforms/${platforms[0]._id}`, { platform_name: 'X' }, { token }),
        ).toMatchObject(forbidden);
        expect(await stack.delete(`/api/admin/platforms/${platforms[0]._id}`, { token })).toMatchObject(
          forbidden,
        );
      }
    });
  });

  describe('banners', () => {
    const banner = {
      title: 'Summer cup',
      subtitle: 'Play for prizes',
      image: '/uploads/banners/x.webp',
      link: '/browse',
    };

    it('adds, edits, hides and deletes a banner; staff see hidden ones too', async () => {
      const token = configurator.accessToken;
      const created = await stack.post('/api/admin/banners', banner, { token });
      expect(created).toMatchObject({
        status: 201,
        body: { message: CatalogText.bannerAdded, banner: { ...banner, isActive: true } },
      });
      const id = created.body.banner._id;
      expect(
        await stack.put(`/api/admin/banners/${id}`, { isActive: false, position: 7 }, { token }),
      ).toMatchObject({
        status: 200,
        body: { message: CatalogText.bannerUpdated, banner: { isActive: false, position: 7 } },
      });
      const ids = (list: { _id: string }[]) => list.map((item) => item._id);
      expect(ids((await stack.get('/api/get/banners')).body)).not.toContain(id);
      const all = await stack.get('/api/get/admin/banners', { token });
      expect(all.status).toBe(200);
      expect(ids(all.body)).toContain(id);

      expect(await stack.delete(`/api/admin/banners/${id}`, { token })).toMatchObject({
        status: 200,
        body: { message: SuccessText.bannerDeleted },
      });
      expect(await stack.delete(`/api/admin/banners/${id}`, { token })).toMatchObject(
        notFound(CatalogText.bannerNotFound),
      );
    });

    it('refuses broken fields with their texts', async () => {
      const create = (body: object) => stack.post('/api/admin/banners', body, { token: adminToken });
      expect(await create({ ...banner, title: '' })).toMatchObject(invalid(CatalogText.bannerTitleRequired));
      expect(await create({ ...banner, image: undefined })).toMatchObject(
        invalid(ValidationText.invalidImage),
      );
      expect(await create({ ...banner, link: 'javascript:alert(1)' })).toMatchObject(
        invalid(CatalogText.invalidLink),
      );
      expect(await create({ ...banner, position: 1.5 })).toMatchObject(
        invalid(CatalogText.bannerPositionInvalid),
      );
    });

    it('refuses staff without the Banners permission, fans and visitors', async () => {
      for (const caller of [gamesReader, fan]) {
        const token = caller.accessToken;
        expect(await stack.get('/api/get/admin/banners', { token })).toMatchObject(forbidden);
        expect(await stack.post('/api/admin/banners', banner, { token })).toMatchObject(forbidden);
      }
      const reader = await stack.staffUser([{ service: 'Banners', read: true, write: false }]);
      expect((await stack.get('/api/get/admin/banners', { token: reader.accessToken })).status).toBe(200);
      expect(await stack.post('/api/admin/banners', banner, { token: reader.accessToken })).toMatchObject(
        forbidden,
      );
      expect(await stack.get('/api/get/admin/banners')).toMatchObject(signInRequired);
    });
  });

  describe('POST /api/admin/upload/image', () => {
    const upload = (kind: string, token: string, form?: FormData) => async () =>
      stack.post(
        `/api/admin/upload/image?kind=${kind}`,
        form ?? imageForm(await picture('png', 2400, 1600)),
        {
          token,
        },
      );

    it('stores each kind of picture at its own size', async () => {
      const cases = [
        ['game', 'games', 1280, 720],
        ['background', 'game-backgrounds', 1920, 1080],
        ['banner', 'banners', 1920, 640],
        ['logo', 'game-logos', 512, 341],
        ['platform', 'platform-icons', 256, 171],
      ] as const;
      for (const [kind, folder, width, height] of cases) {
        const response = await upload(kind, adminToken)();
        expect(response).toMatchObject({ status: 201, body: { url: expect.stringMatching(STORED(folder)) } });
        expect(await storedImage(stack, response.body.url)).toEqual({ format: 'webp', width, height });
      }
    });

    it('asks for the permission of what the picture is for', async () => {
      const gamesWriter = await stack.staffUser([{ service: 'games', read: true, write: true }]);
      expect((await upload('game', gamesWriter.accessToken)()).status).toBe(201);
      expect(await upload('banner', gamesWriter.accessToken)()).toMatchObject(forbidden);
      expect((await upload('banner', configurator.accessToken)()).status).toBe(201);
      expect(await upload('logo', configurator.accessToken)()).toMatchObject(forbidden);
      const platformsWriter = await stack.staffUser([{ service: 'Platforms', read: true, write: true }]);
      expect((await upload('platform', platformsWriter.accessToken)()).status).toBe(201);
      expect(await upload('platform', gamesWriter.accessToken)()).toMatchObject(forbidden);
      expect(await upload('game', gamesReader.accessToken)()).toMatchObject(forbidden);
      expect(await upload('game', fan.accessToken)()).toMatchObject(forbidden);
      expect(await upload('poster', fan.accessToken)()).toMatchObject(forbidden);
    });

    it('refuses an unknown kind and a file that is no png or jpeg', async () => {
      expect(await upload('poster', adminToken)()).toMatchObject(
        invalid('The kind must be one of: game, logo, background, banner, platform'),
      );
      const gif = imageForm(Buffer.from('GIF89a....'), 'x.png');
      expect(await upload('game', adminToken, gif)()).toMatchObject(invalid(ValidationText.invalidImage));
    });
  });
});
