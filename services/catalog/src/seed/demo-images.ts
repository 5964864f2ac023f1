import { access, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '@lobby/service-kit';
import sharp from 'sharp';
import type { CatalogConfig } from '../catalog.config';

/** Where demo pictures go under UPLOADS_DIR, and the URL path the gateway serves them at. */
const FOLDER = 'demo';
const URL_PREFIX = `/uploads/${FOLDER}`;
const PARALLEL = 6;

export interface Picture {
  /** Path under the demo folder, such as `games/valorant-logo.webp`. */
  path: string;
  svg: string;
}

/** Renders SVG pictures to WebP (PNG for icons) under UPLOADS_DIR/demo; a file that exists is kept. */
@Injectable()
export class DemoImages {
  constructor(@Inject(APP_CONFIG) private readonly config: CatalogConfig) {}

  urlOf(path: string): string {
    return `${URL_PREFIX}/${path}`;
  }

  async renderAll(pictures: Picture[]): Promise<void> {
    const queue = [...pictures];
    const workers = Array.from({ length: PARALLEL }, async () => {
      for (let picture = queue.shift(); picture; picture = queue.shift()) await this.render(picture);
    });
    await Promise.all(workers);
  }

  private async render({ path, svg }: Picture): Promise<void> {
    const file = join(this.config.uploadsDir, FOLDER, path);
    if (await exists(file)) return;
    const image = sharp(Buffer.from(svg));
    const data = path.endsWith('.png')
      ? await image.png().toBuffer()
      : await image.webp({ quality: 82 }).toBuffer();
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, data);
  }
}

function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}
