import { createHash, randomUUID } from 'node:crypto';
import { access, copyFile, mkdir, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { imageVariantsOf, responsiveImageName, UPLOADS_URL_PREFIX } from '@lobby/contracts';
import { APP_CONFIG } from '@lobby/service-kit';
import sharp from 'sharp';
import type { CatalogConfig } from '../catalog.config';

/** Where demo pictures go under UPLOADS_DIR, and the URL path the gateway serves them at. */
const FOLDER = 'demo';
const URL_PREFIX = `${UPLOADS_URL_PREFIX}/${FOLDER}`;
const PARALLEL = 6;
const WEBP_QUALITY = 82;

/**
 * The narrower widths a demo picture is also rendered in, for the web's srcset (like an upload's preset
 * widths): the steps of this ladder from a quarter of its own width up to just below it.
 */
const VARIANT_LADDER = [96, 192, 320, 480, 640, 960, 1280];

export interface Picture {
  /** Path under the demo folder, such as `games/valorant-logo.webp`. */
  path: string;
  svg: string;
}

/**
 * Renders SVG pictures to WebP (PNG for icons) under UPLOADS_DIR/demo; a file that exists is kept. A WebP
 * picture is also rendered in narrower widths, named by the variant convention (image-variants in contracts).
 */
@Injectable()
export class DemoImages {
  constructor(@Inject(APP_CONFIG) private readonly config: CatalogConfig) {}

  /** The URL the picture is served at once rendered: its path, renamed to list the widths it is made in. */
  urlOf(path: string, svg: string): string {
    return `${URL_PREFIX}/${storedPath({ path, svg })}`;
  }

  async renderAll(pictures: Picture[]): Promise<void> {
    const files = pictures.flatMap(filesOf);
    const workers = Array.from({ length: PARALLEL }, async () => {
      for (let file = files.shift(); file; file = files.shift()) await this.render(file);
    });
    await Promise.all(workers);
  }

  private async render(picture: PictureFile): Promise<void> {
    const file = join(this.config.uploadsDir, FOLDER, picture.path);
    if (await exists(file)) return;
    const rendered = await renderedOnce(picture);
    await mkdir(dirname(file), { recursive: true });
    await copyFile(rendered, file);
  }
}

/**
 * Where each picture is rendered once per machine, named by what it is made from: every stack seeded with demo
 * data (each test's) copies the files instead of rendering its ~600 again (about 5 s of both cores).
 */
const RENDER_CACHE = join(tmpdir(), 'lobby-demo-images');

async function renderedOnce({ path, svg, width }: PictureFile): Promise<string> {
  const format = path.endsWith('.png') ? 'png' : 'webp';
  const key = createHash('sha256').update(`${format} ${width} ${WEBP_QUALITY}\n${svg}`).digest('hex');
  const cached = join(RENDER_CACHE, `${key}.${format}`);
  if (await exists(cached)) return cached;
  const image = sharp(Buffer.from(svg));
  const data =
    format === 'png'
      ? await image.png().toBuffer()
      : await image.resize({ width }).webp({ quality: WEBP_QUALITY }).toBuffer();
  await mkdir(RENDER_CACHE, { recursive: true });
  // Written aside and renamed, so a stack starting beside this one never copies half a file.
  const partial = `${cached}.${randomUUID()}.partial`;
  await writeFile(partial, data);
  await rename(partial, cached);
  return cached;
}

interface PictureFile {
  path: string;
  svg: string;
  width: number;
}

/** The SVG's own width: every demo template states it. */
function svgWidth(svg: string): number {
  const width = /<svg[^>]*\swidth="(\d+)"/.exec(svg)?.[1];
  if (!width) throw new Error('A demo picture has no width');
  return Number(width);
}

function widthsOf({ path, svg }: Picture): number[] {
  const full = svgWidth(svg);
  if (!path.endsWith('.webp')) return [full];
  return [...VARIANT_LADDER.filter((width) => width >= full / 4 && width < full), full];
}

function storedPath(picture: Picture): string {
  const extension = picture.path.slice(picture.path.lastIndexOf('.') + 1);
  const stem = picture.path.slice(0, -extension.length - 1);
  return responsiveImageName(stem, widthsOf(picture), extension);
}

/** Every file a picture is stored as: each narrower variant, and the full picture. */
function filesOf(picture: Picture): PictureFile[] {
  const path = storedPath(picture);
  const variants = imageVariantsOf(path) ?? [{ width: svgWidth(picture.svg), path }];
  return variants.map(({ width, path: variantPath }) => ({ path: variantPath, svg: picture.svg, width }));
}

function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}
