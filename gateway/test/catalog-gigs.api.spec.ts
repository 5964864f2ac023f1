import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  AccountText,
  CatalogText,
  type GameDto,
  type GigDto,
  imageVariantsOf,
  SuccessText,
  ValidationText,
} from '@lobby/contracts';
import sharp from 'sharp';
import { GatewayHarness, type SignedInUser } from './gateway-harness';
import { forbidden, invalid, notFound, signInRequired } from './support/answers';
import { imageForm, newStreamer, picture, storedImage } from './support/catalog-fixtures';
import { demoAccount, demoCast, demoToken, type DemoCast } from './support/demo-cast';

/** A fresh UUID name that says the thumbnail was also made 320, 640 and 960 px wide. */
const STORED_THUMBNAIL = /^\/uploads\/gig-thumbnails\/[0-9a-f-]{36}\.w320_640_960_1280\.webp$/;

describe("gateway: a streamer's gigs", () => {
  const stack = new GatewayHarness();
  let demo: DemoCast;
  let other: SignedInUser;
  let fan: SignedInUser;
  let valorant: GameDto;
  beforeAll(async () => {
    await stack.start({}, { SEED_DEMO_DATA: 'true' }, { catalog: { SEED_DEMO_DATA: 'true' } });
    demo = await demoCast(stack);
    other = await newStreamer(stack);
    fan = await stack.signedInUser();
    valorant = (await stack.get('/api/get/game/valorant')).body;
  }, 120_000);
  afterAll(() => stack.stop());

  const gigInput = (overrides: Record<string, unknown> = {}) => ({
    gig_title: 'Ranked duos with me',
    gig_desc: 'Climb together. <b>Comms</b> on.',
    gameId: valorant._id,
    gameModeId: valorant.modes[0]._id,
    platformId: valorant.platforms_available[0]._id,
    price: 150,
    tags: [{ name: 'ranked' }, { name: ' Ranked ' }, { name: 'duo' }],
    requirements: [{ key: 'Age', value: '18+' }],
    ...overrides,
  });
  const addGig = (token: string, overrides: Record<string, unknown> = {}, query = '') =>
    stack.post(`/api/influencer/add/product${query}`, gigInput(overrides), { token });
  const newGig = async (token = demo.streamerToken): Promise<GigDto> => {
    const added = await addGig(token);
    expect(added.status).toBe(201);
    return added.body.gig;
  };

  describe('POST /api/influencer/add/product', () => {
    it('adds a gig for the streamer, with the spec defaults for an empty title and description', async () => {
      const added = await addGig(demo.streamerToken);
      expect(added).toMatchObject({
        status: 201,
        body: {
          message: SuccessText.gigAdded,
          gig: {
            product_title: 'Ranked duos with me',
            _game_id: { _id: valorant._id },
            _influencer_id: { _id: demo.streamerId },
            price: 150,
            baseCurrency: 'INR',
            session_tags: ['ranked', 'duo'],
            requirements: [{ key: 'Age', value: '18+' }],
            status: 'active',
          },
        },
      });
      const plain = await addGig(demo.streamerToken, {
        gig_title: '',
        gig_desc: '',
        tags: [],
        requirements: [],
      });
      expect(plain.body.gig).toMatchObject({
        product_title: `Play Valorant with ${demoAccount('streamer').fullName}`,
        product_desc: 'Play Valorant with me.',
      });
      expect(
        (await stack.get(`/api/get/products/${demo.streamerId}`)).body.map((gig: GigDto) => gig._id),
      ).toEqual(expect.arrayContaining([added.body.gig._id, plain.body.gig._id]));
    });

    it('refuses each broken field with its text', async () => {
      const token = demo.streamerToken;
      expect(await addGig(token, { gig_title: 'x'.repeat(71) })).toMatchObject(
        invalid(ValidationText.titleTooLong),
      );
      expect(await addGig(token, { gig_desc: 'Hi <script>alert(1)</script>' })).toMatchObject(
        invalid(ValidationText.disallowedHtml),
      );
      expect(await addGig(token, { requirements: [{ key: 'Age' }] })).toMatchObject(
        invalid(ValidationText.requirementsIncomplete),
      );
      expect(await addGig(token, { requirements: [{ key: ' ', value: '18+' }] })).toMatchObject(
        invalid(ValidationText.requirementsIncomplete),
      );
      expect(await addGig(token, { gameId: undefined })).toMatchObject(
        invalid(ValidationText.noGameSelected),
      );
      for (const price of [0, -5, 'cheap', 10.555]) {
        expect(await addGig(token, { price })).toMatchObject(invalid(CatalogText.invalidPrice));
      }
      for (const gig_thumb of ['https://tracker.example/pixel.png', 'javascript:alert(1)', '/uploads/../x']) {
        expect(await addGig(token, { gig_thumb })).toMatchObject(invalid(ValidationText.invalidImage));
      }
      expect(await addGig(token, { tags: 'ranked' })).toMatchObject(
        invalid('Add at most 20 tags of at most 50 characters each'),
      );
      expect(await addGig(token, { gameId: '0190a0d0-0000-7000-8000-000000000099' })).toMatchObject(
        invalid(CatalogText.gameNotFound),
      );
    });

    it('refuses a price under the minimum of the streamer’s currency on add and on a price change', async () => {
      const token = demo.streamerToken;
      for (const price of [0.01, 9.99, '9.99'])
        expect(await addGig(token, { price })).toMatchObject(invalid('Price should be at least ₹10'));
      const gig = await newGig();
      expect(
        await stack.post(`/api/influencer/update/product/${gig._id}`, { price: 1 }, { token }),
      ).toMatchObject(invalid('Price should be at least ₹10'));
      expect((await addGig(token, { price: 10 })).status).toBe(201);
    });

    it('tells the streamer and their moderator the minimums, and no one else', async () => {
      const path = '/api/get/gig-price-minimums';
      expect(await stack.get(path, { token: demo.streamerToken })).toMatchObject({
        status: 200,
        body: { INR: 10, USD: 1 },
      });
      expect(
        (await stack.get(`${path}?streamerId=${demo.streamerId}`, { token: demo.moderatorToken })).status,
      ).toBe(200);
      expect(await stack.get(path, { token: fan.accessToken })).toMatchObject(forbidden);
      expect(await stack.get(path)).toMatchObject(signInRequired);
    });

    it('refuses a fan, staff and anyone not signed in', async () => {
      expect(await addGig(fan.accessToken)).toMatchObject(forbidden);
      const admin = await demoToken(stack, 'admin');
      expect(await addGig(admin)).toMatchObject(forbidden);
      expect(await stack.post('/api/influencer/add/product', gigInput())).toMatchObject(signInRequired);
    });

    it('lets a moderator add a gig for the streamer they manage, and no other', async () => {
      const added = await addGig(demo.moderatorToken, {}, `?streamerId=${demo.streamerId}`);
      expect(added).toMatchObject({
        status: 201,
        body: { gig: { _influencer_id: { _id: demo.streamerId } } },
      });
      expect(
        await stack.post(
          '/api/influencer/add/product',
          { ...gigInput(), streamerId: demo.streamerId },
          { token: demo.moderatorToken },
        ),
      ).toMatchObject({ status: 201 });
      expect(await addGig(demo.moderatorToken, {}, `?streamerId=${other.id}`)).toMatchObject(forbidden);
      expect(await addGig(demo.moderatorToken)).toMatchObject(forbidden);
    });

    it('refuses a streamer who acts for another streamer', async () => {
      expect(await addGig(demo.streamerToken, {}, `?streamerId=${other.id}`)).toMatchObject(forbidden);
    });

    it("refuses a streamer that catalog doesn't list (an influencer whose profile it never heard of)", async () => {
      const unannounced = await stack.signedInUser('quiet');
      await stack.setRole(unannounced.id, 'influencer');
      expect(await addGig(unannounced.accessToken)).toMatchObject({
        status: 403,
        body: { error: AccountText.notInfluencer },
      });
    });
  });

  describe('changing a gig', () => {
    it('updates only the fields sent', async () => {
      const gig = await newGig();
      const response = await stack.post(
        `/api/influencer/update/product/${gig._id}`,
        { gig_title: 'New title', price: '199.50' },
        { token: demo.streamerToken },
      );
      expect(response).toMatchObject({
        status: 200,
        body: {
          message: SuccessText.gigUpdated,
          gig: { _id: gig._id, product_title: 'New title', price: 199.5, session_tags: gig.session_tags },
        },
      });
      expect(
        await stack.post(
          `/api/influencer/update/product/${gig._id}`,
          { gig_title: null },
          { token: demo.streamerToken },
        ),
      ).toMatchObject(invalid(ValidationText.titleTooLong));
    });

    it("refuses another streamer's gig and lets the streamer's moderator change it", async () => {
      const gig = await newGig();
      const update = (token: string, query = '') =>
        stack.post(`/api/influencer/update/product/${gig._id}${query}`, { gig_title: 'Mine now' }, { token });
      expect(await update(other.accessToken)).toMatchObject(forbidden);
      expect(await update(demo.moderatorToken, `?streamerId=${other.id}`)).toMatchObject(forbidden);
      expect(await update(fan.accessToken)).toMatchObject(forbidden);
      expect(await update(demo.moderatorToken, `?streamerId=${demo.streamerId}`)).toMatchObject({
        status: 200,
        body: { gig: { product_title: 'Mine now' } },
      });
      for (const path of [
        `/api/influencer/delete/product/${gig._id}`,
        `/api/post/influencer/archive-gig/${gig._id}`,
        `/api/post/influencer/unarchive-gig/${gig._id}`,
      ]) {
        expect(await stack.post(path, undefined, { token: other.accessToken })).toMatchObject(forbidden);
      }
      expect((await stack.get(`/api/get/product/${gig._id}`)).body.product_title).toBe('Mine now');
    });

    it('refuses a moderator acting for their streamer on a gig of someone else', async () => {
      const othersGig = await newGig(other.accessToken);
      expect(
        await stack.post(
          `/api/influencer/update/product/${othersGig._id}?streamerId=${demo.streamerId}`,
          { gig_title: 'Hijacked' },
          { token: demo.moderatorToken },
        ),
      ).toMatchObject(forbidden);
    });

    it('archives a gig out of public view and back, and deletes it', async () => {
      const gig = await newGig();
      const post = (path: string) => stack.post(path, undefined, { token: demo.streamerToken });
      const publicIds = async () =>
        (await stack.get(`/api/get/products/${demo.streamerId}`)).body.map((item: GigDto) => item._id);
      const inactiveIds = async () =>
        (
          await stack.get(`/api/get/influencer/inactive-gigs/${demo.streamerId}`, {
            token: demo.streamerToken,
          })
        ).body.map((item: GigDto) => item._id);

      expect(await post(`/api/post/influencer/archive-gig/${gig._id}`)).toMatchObject({
        status: 200,
        body: { message: CatalogText.gigArchived, gig: { status: 'archived' } },
      });
      expect(await publicIds()).not.toContain(gig._id);
      expect(await inactiveIds()).toContain(gig._id);
      expect((await stack.get(`/api/get/product/${gig._id}`)).status).toBe(404);

      expect(await post(`/api/post/influencer/unarchive-gig/${gig._id}`)).toMatchObject({
        status: 200,
        body: { message: CatalogText.gigUnarchived, gig: { status: 'active' } },
      });
      expect(await publicIds()).toContain(gig._id);
      expect(await inactiveIds()).not.toContain(gig._id);

      expect(await post(`/api/influencer/delete/product/${gig._id}`)).toMatchObject({
        status: 200,
        body: { message: CatalogText.gigDeleted },
      });
      expect(await stack.get(`/api/get/product/${gig._id}`)).toMatchObject(notFound(CatalogText.gigNotFound));
      expect(await post(`/api/influencer/delete/product/${gig._id}`)).toMatchObject(
        notFound(CatalogText.gigNotFound),
      );
    });

    it('refuses a gig id that is no id', async () => {
      expect(
        await stack.post('/api/post/influencer/archive-gig/my-gig', undefined, { token: demo.streamerToken }),
      ).toMatchObject(invalid('Invalid gig id'));
    });
  });

  describe("a streamer's own lists", () => {
    it('lists inactive gigs and performance for the streamer and their moderator only', async () => {
      const gig = await newGig();
      await stack.post('/api/track/click', { itemId: gig._id, influencerId: demo.streamerId, type: 'gig' });
      const performance = await stack.get(`/api/get/gigs-performance/${demo.streamerId}`, {
        token: demo.streamerToken,
      });
      expect(performance.status).toBe(200);
      expect(performance.body).toContainEqual(
        expect.objectContaining({ gigId: gig._id, clicks: 1, favorites: 0, orders: 0 }),
      );

      for (const path of [
        `/api/get/influencer/inactive-gigs/${demo.streamerId}`,
        `/api/get/gigs-performance/${demo.streamerId}`,
      ]) {
        expect((await stack.get(path, { token: demo.moderatorToken })).status).toBe(200);
        expect(await stack.get(path, { token: other.accessToken })).toMatchObject(forbidden);
        expect(await stack.get(path, { token: fan.accessToken })).toMatchObject(forbidden);
        expect(await stack.get(path)).toMatchObject(signInRequired);
      }
      for (const path of [
        `/api/get/influencer/inactive-gigs/${other.id}`,
        `/api/get/gigs-performance/${other.id}`,
      ]) {
        expect(await stack.get(path, { token: demo.moderatorToken })).toMatchObject(forbidden);
        expect(await stack.get(path, { token: demo.streamerToken })).toMatchObject(forbidden);
        expect((await stack.get(path, { token: other.accessToken })).status).toBe(200);
      }
    });

    it('pages the active gigs newest first, 10 a page, and an archived gig leaves the count', async () => {
      const star = await newStreamer(stack);
      for (let n = 1; n <= 12; n++) {
        expect((await addGig(star.accessToken, { gig_title: `Duo night ${n}` })).status).toBe(201);
      }
      const pageOf = (page: number) =>
        stack.get(`/api/get/paginatedproducts/${star.id}?page=${page}&limit=10`);

      const first = await pageOf(1);
      expect(first).toMatchObject({ status: 200, body: { page: 1, limit: 10, total: 12, totalPages: 2 } });
      const second = await pageOf(2);
      expect(second).toMatchObject({ status: 200, body: { page: 2, total: 12, totalPages: 2 } });
      const listed: GigDto[] = [...first.body.data, ...second.body.data];
      expect(first.body.data).toHaveLength(10);
      expect(new Set(listed.map((gig) => gig._id)).size).toBe(12);
      expect(listed.every((gig) => gig._influencer_id._id === star.id)).toBe(true);
      const dates = listed.map((gig) => gig.createdAt);
      expect(dates).toEqual([...dates].sort().reverse());

      const archived = listed[0];
      const archive = await stack.post(
        `/api/post/influencer/archive-gig/${archived._id}`,
        {},
        { token: star.accessToken },
      );
      expect(archive.status).toBe(200);
      expect((await pageOf(1)).body).toMatchObject({ total: 11, totalPages: 2 });
      expect((await pageOf(2)).body.data).toHaveLength(1);
      expect(await pageOf(3)).toMatchObject({ status: 200, body: { data: [], total: 11, totalPages: 2 } });
      const inactive = await stack.get(`/api/get/influencer/inactive-gigs/${star.id}`, {
        token: star.accessToken,
      });
      expect(inactive.body.map((gig: GigDto) => gig._id)).toEqual([archived._id]);
      // Twelve gigs through the whole stack: seconds on a loaded two-core runner, past Jest's 5 s default.
    }, 30_000);
  });

  describe('POST /api/influencer/upload/gig-thumbnail', () => {
    it('stores a png or jpeg as a 16:9 webp and the gig then shows it', async () => {
      const upload = await stack.post(
        '/api/influencer/upload/gig-thumbnail',
        imageForm(await picture('png', 1000, 1000)),
        { token: demo.streamerToken },
      );
      expect(upload).toMatchObject({ status: 201, body: { url: expect.stringMatching(STORED_THUMBNAIL) } });
      expect(await storedImage(stack, upload.body.url)).toEqual({ format: 'webp', width: 1280, height: 720 });

      const gig = await addGig(demo.streamerToken, { gig_thumb: upload.body.url });
      expect(gig.body.gig).toMatchObject({
        product_cover_img: upload.body.url,
        images: { url: upload.body.url },
      });

      const jpeg = await stack.post(
        `/api/influencer/upload/gig-thumbnail?streamerId=${demo.streamerId}`,
        imageForm(await picture('jpeg', 400, 300), 'thumb.jpg', 'image/jpeg'),
        { token: demo.moderatorToken },
      );
      expect(jpeg).toMatchObject({ status: 201, body: { url: expect.stringMatching(STORED_THUMBNAIL) } });
    });

    it("serves each of the thumbnail's narrower widths like the full one: webp, cached for a year", async () => {
      const upload = await stack.post(
        '/api/influencer/upload/gig-thumbnail',
        imageForm(await picture('jpeg', 1600, 1200), 'thumb.jpg', 'image/jpeg'),
        { token: demo.streamerToken },
      );
      const variants = imageVariantsOf(upload.body.url)!;
      expect(variants.map(({ width }) => width)).toEqual([320, 640, 960, 1280]);
      for (const { width, path } of variants) {
        const served = await fetch(`${stack.gateway.url}${path}`);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe('image/webp');
        expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(served.headers.get('x-content-type-options')).toBe('nosniff');
        const image = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
        expect(image).toMatchObject({ format: 'webp', width, height: (width * 9) / 16 });
      }
    });

    it('refuses a file that is not a png or jpeg, whatever it is called, and a form without one', async () => {
      const before = readdirSync(join(stack.uploadsDir, 'gig-thumbnails')).length;
      const notAnImage = imageForm(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.png');
      expect(
        await stack.post('/api/influencer/upload/gig-thumbnail', notAnImage, { token: demo.streamerToken }),
      ).toMatchObject(invalid(ValidationText.invalidImage));
      const empty = new FormData();
      empty.append('title', 'no file');
      expect(
        await stack.post('/api/influencer/upload/gig-thumbnail', empty, { token: demo.streamerToken }),
      ).toMatchObject(invalid(ValidationText.invalidImage));
      expect(readdirSync(join(stack.uploadsDir, 'gig-thumbnails'))).toHaveLength(before);
    });

    it('refuses fans and anyone not signed in', async () => {
      const form = imageForm(await picture('png', 100, 100));
      expect(
        await stack.post('/api/influencer/upload/gig-thumbnail', form, { token: fan.accessToken }),
      ).toMatchObject(forbidden);
      expect(await stack.post('/api/influencer/upload/gig-thumbnail', form)).toMatchObject(signInRequired);
    });
  });
});
