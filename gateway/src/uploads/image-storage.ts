import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { imageVariantsOf, responsiveImageName, UPLOADS_URL_PREFIX } from '@lobby/contracts';
import type { EncodedWidth } from './image-processing';

export { UPLOADS_URL_PREFIX };

/** A stored name: a fresh UUID, with the widths it was made in when there are several (see image-variants). */
const STORED_URL = /^\/uploads\/([a-z0-9-]+)\/([0-9a-f-]{36}(?:\.w\d+(?:_\d+)+)?\.[a-z0-9]+)$/;

/**
 * Where processed public images live. Callers get back the URL path the web app shows; local disk by
 * default, and an S3-compatible store can implement the same two methods.
 */
export abstract class ImageStorage {
  /**
   * Stores a picture's widths (ascending, the last the full picture) under one fresh name in `folder`, named
   * by the variant convention, and answers the full picture's public URL path.
   */
  abstract save(folder: string, widths: readonly EncodedWidth[], extension: string): Promise<string>;
  /** Removes what `save` stored at this URL path, every width of it; unknown paths are ignored. */
  abstract remove(url: string): Promise<void>;
}

/**
 * Files under UPLOADS_DIR/<folder>/<name>, served read-only at /uploads/<folder>/<name>: the full picture
 * `<uuid>.w320_640_1280.webp` and its variants `<uuid>.320w.webp`, `<uuid>.640w.webp`.
 */
export class LocalImageStorage extends ImageStorage {
  constructor(private readonly root: string) {
    super();
  }

  async save(folder: string, widths: readonly EncodedWidth[], extension: string): Promise<string> {
    const name = responsiveImageName(
      randomUUID(),
      widths.map(({ width }) => width),
      extension,
    );
    const names = imageVariantsOf(name)?.map(({ path }) => path) ?? [name];
    await mkdir(join(this.root, folder), { recursive: true });
    // The full picture is written last, so its URL never exists before every variant it names does.
    await Promise.all(widths.slice(0, -1).map(({ data }, index) => this.write(folder, names[index], data)));
    await this.write(folder, name, widths[widths.length - 1].data);
    return `${UPLOADS_URL_PREFIX}/${folder}/${name}`;
  }

  async remove(url: string): Promise<void> {
    const match = STORED_URL.exec(url);
    if (!match) return;
    const [, folder, name] = match;
    const names = imageVariantsOf(name)?.map(({ path }) => path) ?? [name];
    await Promise.all(names.map((stored) => this.unlink(folder, stored)));
  }

  private write(folder: string, name: string, data: Buffer): Promise<void> {
    return writeFile(join(this.root, folder, name), data, { flag: 'wx' });
  }

  private unlink(folder: string, name: string): Promise<void> {
    return unlink(join(this.root, folder, name)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }
}
