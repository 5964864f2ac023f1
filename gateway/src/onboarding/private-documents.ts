import { randomUUID } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const STORAGE_KEY = /^[0-9a-f-]{36}\.[a-z]{3,4}$/;

/**
 * Where private documents (bank statements, signed agreements, cheques) live: never under the public
 * uploads folder, read back only by the routes that check who asks. Local disk by default; an
 * S3-compatible store can implement the same three methods.
 */
export abstract class PrivateDocuments {
  /** Stores `data` under a fresh key and answers the key. */
  abstract save(data: Buffer, extension: string): Promise<string>;
  /** The bytes stored under `key`, or null when there are none. */
  abstract read(key: string): Promise<Buffer | null>;
  /** Removes what is stored under `key`; unknown keys are ignored. */
  abstract remove(key: string): Promise<void>;
}

/** Files named <uuid>.<extension> in one folder that nothing serves. */
export class LocalPrivateDocuments extends PrivateDocuments {
  constructor(private readonly root: string) {
    super();
  }

  async save(data: Buffer, extension: string): Promise<string> {
    const key = `${randomUUID()}.${extension}`;
    await mkdir(this.root, { recursive: true, mode: 0o700 });
    await writeFile(join(this.root, key), data, { flag: 'wx', mode: 0o600 });
    return key;
  }

  async read(key: string): Promise<Buffer | null> {
    if (!STORAGE_KEY.test(key)) return null;
    return readFile(join(this.root, key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
  }

  async remove(key: string): Promise<void> {
    if (!STORAGE_KEY.test(key)) return;
    await unlink(join(this.root, key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }
}
