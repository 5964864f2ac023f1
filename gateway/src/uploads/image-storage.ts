import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The public URL path uploads are served under. */
export const UPLOADS_URL_PREFIX = '/uploads';

const STORED_URL = /^\/uploads\/([a-z0-9-]+)\/([0-9a-f-]{36}\.[a-z0-9]+)$/;

/**
 * Where processed public images live. Callers get back the URL path the web app shows; local disk by
 * default, and an S3-compatible store can implement the same two methods.
 */
export abstract class ImageStorage {
  /** Stores `data` under a fresh UUID name in `folder` and answers its public URL path. */
  abstract save(folder: string, data: Buffer, extension: string): Promise<string>;
  /** Removes what `save` stored at this URL path; unknown paths are ignored. */
  abstract remove(url: string): Promise<void>;
}

/** Files under UPLOADS_DIR/<folder>/<uuid>.<extension>, served read-only at /uploads/<folder>/<uuid>.<extension>. */
export class LocalImageStorage extends ImageStorage {
  constructor(private readonly root: string) {
    super();
  }

  async save(folder: string, data: Buffer, extension: string): Promise<string> {
    const name = `${randomUUID()}.${extension}`;
    await mkdir(join(this.root, folder), { recursive: true });
    await writeFile(join(this.root, folder, name), data, { flag: 'wx' });
    return `${UPLOADS_URL_PREFIX}/${folder}/${name}`;
  }

  async remove(url: string): Promise<void> {
    const match = STORED_URL.exec(url);
    if (!match) return;
    await unlink(join(this.root, match[1], match[2])).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }
}
