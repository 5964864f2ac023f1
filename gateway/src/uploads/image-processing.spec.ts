import { ValidationText } from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';
import sharp from 'sharp';
import { detectImageType, type ImagePreset, ImagePresets, toResponsiveWebp } from './image-processing';

/** The full picture alone: the last (widest) width made. */
async function toWebp(bytes: Buffer, preset: ImagePreset): Promise<Buffer> {
  const widths = await toResponsiveWebp(bytes, preset);
  return widths[widths.length - 1].data;
}

function picture(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => {
      throw new Error('Expected the image to be refused');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return { status: (error as DomainError).status, message: (error as DomainError).message };
}

const invalidImage = { status: 400, message: ValidationText.invalidImage };

describe('detectImageType', () => {
  it('knows png and jpeg by their first bytes', async () => {
    expect(detectImageType(await picture(4, 4).png().toBuffer())).toBe('png');
    expect(detectImageType(await picture(4, 4).jpeg().toBuffer())).toBe('jpeg');
  });

  it('knows nothing else, whatever it is called', async () => {
    expect(detectImageType(await picture(4, 4).webp().toBuffer())).toBeNull();
    expect(detectImageType(await picture(4, 4).gif().toBuffer())).toBeNull();
    expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageType(Buffer.alloc(0))).toBeNull();
  });
});

describe('toResponsiveWebp: the full picture', () => {
  it('turns a png into a square webp of the avatar size, cropping the longer side', async () => {
    const output = await toWebp(await picture(1200, 800).png().toBuffer(), ImagePresets.avatar);
    expect(await sharp(output).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });
  });

  it('crops to another ratio when the preset asks for one (a 16:9 thumbnail)', async () => {
    const thumbnail: ImagePreset = { folder: 'thumbnails', width: 320, height: 180 };
    const output = await toWebp(await picture(500, 500).jpeg().toBuffer(), thumbnail);
    expect(await sharp(output).metadata()).toMatchObject({ format: 'webp', width: 320, height: 180 });
  });

  it('scales a logo down to fit inside its box, keeping its whole shape and never enlarging it', async () => {
    const logo: ImagePreset = { folder: 'logos', width: 512, height: 512, fit: 'inside' };
    const wide = await toWebp(await picture(2000, 500).png().toBuffer(), logo);
    expect(await sharp(wide).metadata()).toMatchObject({ format: 'webp', width: 512, height: 128 });
    const small = await toWebp(await picture(100, 60).png().toBuffer(), logo);
    expect(await sharp(small).metadata()).toMatchObject({ width: 100, height: 60 });
  });

  it('drops the metadata and turns the picture upright by its EXIF orientation', async () => {
    // Stored 400×200, red on the left and blue on the right, tagged "rotate 90° clockwise to show":
    // upright it is 200×400, red on top.
    const blue = await sharp({
      create: { width: 200, height: 200, channels: 3, background: { r: 0, g: 0, b: 255 } },
    })
      .png()
      .toBuffer();
    const sideways = await sharp({
      create: { width: 400, height: 200, channels: 3, background: { r: 255, g: 0, b: 0 } },
    })
      .composite([{ input: blue, left: 200, top: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: 'somewhere private' } })
      .toBuffer();
    const output = await toWebp(sideways, { folder: 'test', width: 100, height: 200 });

    const metadata = await sharp(output).metadata();
    expect(metadata).toMatchObject({ width: 100, height: 200 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    const { data } = await sharp(output).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * 100 + x) * 3, (y * 100 + x) * 3 + 3)];
    const [topRed, , topBlue] = pixel(50, 20);
    const [bottomRed, , bottomBlue] = pixel(50, 180);
    expect(topRed).toBeGreaterThan(200);
    expect(topBlue).toBeLessThan(60);
    expect(bottomRed).toBeLessThan(60);
    expect(bottomBlue).toBeGreaterThan(200);
  });

  it('refuses text, webp and gif content with the spec text', async () => {
    for (const bytes of [
      Buffer.from('just some text, named avatar.png'),
      await picture(8, 8).webp().toBuffer(),
      await picture(8, 8).gif().toBuffer(),
    ]) {
      expect(await refusal(toWebp(bytes, ImagePresets.avatar))).toEqual(invalidImage);
    }
  });

  it('refuses a file that starts like a png but does not decode', async () => {
    const png = await picture(64, 64).png().toBuffer();
    const truncated = png.subarray(0, 40);
    expect(await refusal(toWebp(truncated, ImagePresets.avatar))).toEqual(invalidImage);
  });
});

describe('toResponsiveWebp: the narrower variants', () => {
  async function decoded(widths: { width: number; data: Buffer }[]) {
    return Promise.all(
      widths.map(async ({ width, data }) => {
        const { format, width: decodedWidth, height } = await sharp(data).metadata();
        return { said: width, format, width: decodedWidth, height };
      }),
    );
  }

  it('makes a gig thumbnail in each preset width, same ratio, smallest first and the full picture last', async () => {
    const widths = await toResponsiveWebp(
      await picture(2000, 1500).jpeg().toBuffer(),
      ImagePresets.gigThumbnail,
    );
    expect(await decoded(widths)).toEqual([
      { said: 320, format: 'webp', width: 320, height: 180 },
      { said: 640, format: 'webp', width: 640, height: 360 },
      { said: 960, format: 'webp', width: 960, height: 540 },
      { said: 1280, format: 'webp', width: 1280, height: 720 },
    ]);
    const sizes = widths.map(({ data }) => data.length);
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
  });

  it('makes an avatar in the small sizes a card and a byline need', async () => {
    const widths = await toResponsiveWebp(await picture(900, 700).png().toBuffer(), ImagePresets.avatar);
    expect((await decoded(widths)).map(({ width, height }) => [width, height])).toEqual([
      [96, 96],
      [192, 192],
      [256, 256],
      [512, 512],
    ]);
  });

  it('skips the widths a small logo fitted inside its box does not reach, never enlarging it', async () => {
    const widths = await toResponsiveWebp(await picture(200, 100).png().toBuffer(), ImagePresets.gameLogo);
    expect((await decoded(widths)).map(({ said, width, height }) => [said, width, height])).toEqual([
      [128, 128, 64],
      [200, 200, 100],
    ]);
    const tiny = await toResponsiveWebp(await picture(60, 60).png().toBuffer(), ImagePresets.gameLogo);
    expect(tiny.map(({ width }) => width)).toEqual([60]);
  });
});
