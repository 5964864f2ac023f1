import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_STARS, imageVariantsOf } from '@lobby/contracts';
import sharp from 'sharp';
import { CatalogHarness } from '../test/catalog-fixtures';

describe('catalog: demo data', () => {
  const uploadsDir = mkdtempSync(join(tmpdir(), 'lobby-catalog-uploads-'));
  const catalog = new CatalogHarness({ SEED_DEMO_DATA: 'true', UPLOADS_DIR: uploadsDir });
  beforeAll(() => catalog.start(), 60_000);
  afterAll(async () => {
    await catalog.stop();
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  const counts = async () => {
    const { rows } = await catalog.db.query(`
      SELECT (SELECT count(*) FROM games)::int AS games, (SELECT count(*) FROM game_modes)::int AS modes,
             (SELECT count(*) FROM stars)::int AS stars, (SELECT count(*) FROM gigs)::int AS gigs,
             (SELECT count(*) FROM banners)::int AS banners, (SELECT count(*) FROM favorites)::int AS favorites`);
    return rows[0];
  };

  it('loads real games, the demo stars, their gigs and banners', async () => {
    const total = await counts();
    expect(total.games).toBeGreaterThanOrEqual(12);
    expect(total.modes).toBeGreaterThanOrEqual(total.games * 2);
    expect(total.stars).toBe(DEMO_STARS.length);
    expect(total.gigs).toBeGreaterThanOrEqual(60);
    expect(total.banners).toBe(3);
    expect(total.favorites).toBeGreaterThan(0);

    const names = (await catalog.send('catalog.paginatedGames', { page: 1, limit: 50 })).data.map(
      (g) => g.name,
    );
    expect(names).toEqual(
      expect.arrayContaining(['Valorant', 'Apex Legends', 'Fortnite', 'Counter-Strike 2', 'BGMI']),
    );
    const bgmi = (await catalog.send('catalog.game', { id: 'bgmi' })).platforms_available;
    expect(bgmi.map((p) => p.platform_name)).toEqual(['Android/iOS']);
  });

  it('prices Indian stars’ gigs in rupees and the others in dollars', async () => {
    for (const star of DEMO_STARS) {
      const gigs = await catalog.send('catalog.starGigs', { starId: star.id });
      expect(gigs.length).toBeGreaterThanOrEqual(3);
      for (const gig of gigs) expect(gig.baseCurrency).toBe(star.country === 'IN' ? 'INR' : 'USD');
    }
  });

  it('generates the pictures locally and stores their /uploads/demo paths', async () => {
    const [gig] = (await catalog.send('catalog.gigsForScroll', { page: 1, limit: 1, sort: 'popularity' }))
      .data;
    const game = await catalog.send('catalog.game', { id: 'valorant' });
    const star = await catalog.send('catalog.influencer', { idOrUsername: 'nova_plays' });
    const [banner] = await catalog.send('catalog.banners', {});
    const [platform] = await catalog.send('catalog.platforms', {});
    const paths = [
      gig.product_cover_img,
      game.gameLogo,
      game.backGroundUrl,
      game.image,
      star.images.url,
      banner.image,
      platform.platform_icon,
    ];
    for (const path of paths) {
      expect(path).toMatch(/^\/uploads\/demo\/[a-z]+\/[a-z0-9_-]+(\.w\d+(_\d+)+)?\.(webp|png)$/);
      const file = join(uploadsDir, path!.replace('/uploads/', ''));
      expect(statSync(file).size).toBeGreaterThan(500);
      const head = readFileSync(file).subarray(0, 12);
      const isWebp = head.subarray(0, 4).toString() === 'RIFF' && head.subarray(8, 12).toString() === 'WEBP';
      const isPng = head.subarray(1, 4).toString() === 'PNG';
      expect(isWebp || isPng).toBe(true);
    }
  });

  it('renders each webp picture in narrower widths too, named so the web can list them in a srcset', async () => {
    const [gig] = await catalog.send('catalog.mostPopularProducts', { limit: 1 });
    const star = await catalog.send('catalog.influencer', { idOrUsername: 'nova_plays' });
    const [banner] = await catalog.send('catalog.banners', {});
    const expected = [
      [gig.product_cover_img, [192, 320, 480, 640]],
      [star.images.url, [96, 192, 256]],
      [banner.image, [480, 640, 960, 1280, 1440]],
    ] as const;
    for (const [url, widths] of expected) {
      const variants = imageVariantsOf(url!)!;
      expect(variants.map(({ width }) => width)).toEqual(widths);
      for (const { width, path } of variants) {
        const file = join(uploadsDir, path.replace('/uploads/', ''));
        expect(await sharp(file).metadata()).toMatchObject({ format: 'webp', width });
      }
    }
  });

  it('gives popularity something real to sort by', async () => {
    const popular = await catalog.send('catalog.mostPopularProducts', { limit: 60 });
    const counts = new Set(popular.map((gig) => gig.favoritesCount));
    expect(counts.size).toBeGreaterThan(3);
    const { rows } = await catalog.db.query(`SELECT count(DISTINCT clicks_count)::int AS n FROM gigs`);
    expect(rows[0].n).toBeGreaterThan(10);
  });

  it('does nothing on the next start', async () => {
    const before = await counts();
    await catalog.service.close();
    await catalog.startService();
    expect(await counts()).toEqual(before);
    // A restart on a loaded machine (two stacks and a browser on two cores) has taken over 20 s.
  }, 60_000);
});
