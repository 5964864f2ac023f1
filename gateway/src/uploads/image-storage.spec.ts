import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { imageVariantsOf } from '@lobby/contracts';
import sharp from 'sharp';
import { ImagePresets, toResponsiveWebp } from './image-processing';
import { LocalImageStorage } from './image-storage';

const one = (text: string) => [{ width: 10, data: Buffer.from(text) }];

describe('LocalImageStorage', () => {
  let root: string;
  let storage: LocalImageStorage;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'lobby-uploads-'));
    storage = new LocalImageStorage(root);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('stores each file under a fresh UUID name and answers its public path', async () => {
    const first = await storage.save('avatars', one('one'), 'webp');
    const second = await storage.save('avatars', one('two'), 'webp');
    expect(first).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\.webp$/);
    expect(second).not.toBe(first);
    expect(readFileSync(join(root, first.slice('/uploads/'.length)), 'utf8')).toBe('one');
  });

  it('removes a stored file, and ignores paths it did not store', async () => {
    const url = await storage.save('avatars', one('one'), 'webp');
    await storage.remove(url);
    expect(existsSync(join(root, url.slice('/uploads/'.length)))).toBe(false);
    await storage.remove(url);
    await storage.remove('/uploads/../../etc/passwd');
    await storage.remove('https://example.com/picture.png');
  });

  it('stores every width of a picture under names the variant convention can find again, and removes them all', async () => {
    const bytes = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#3a2' } })
      .png()
      .toBuffer();
    const url = await storage.save(
      'gig-thumbnails',
      await toResponsiveWebp(bytes, ImagePresets.gigThumbnail),
      'webp',
    );
    expect(url).toMatch(/^\/uploads\/gig-thumbnails\/[0-9a-f-]{36}\.w320_640_960_1280\.webp$/);

    const variants = imageVariantsOf(url)!;
    const stem = url.slice('/uploads/gig-thumbnails/'.length, url.indexOf('.'));
    expect(variants.map(({ path }) => path)).toEqual([
      `/uploads/gig-thumbnails/${stem}.320w.webp`,
      `/uploads/gig-thumbnails/${stem}.640w.webp`,
      `/uploads/gig-thumbnails/${stem}.960w.webp`,
      url,
    ]);
    for (const { width, path } of variants) {
      const file = join(root, path.slice('/uploads/'.length));
      expect(await sharp(file).metadata()).toMatchObject({ format: 'webp', width, height: (width * 9) / 16 });
    }

    await storage.remove(url);
    expect(readdirSync(join(root, 'gig-thumbnails'))).toEqual([]);
  });

  it('stores a picture made in one width alone under a plain name', async () => {
    const url = await storage.save('game-logos', one('logo'), 'webp');
    expect(url).toMatch(/^\/uploads\/game-logos\/[0-9a-f-]{36}\.webp$/);
    expect(readdirSync(join(root, 'game-logos'))).toHaveLength(1);
  });
});
