import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from 'selfsigned';

export interface TlsFiles {
  certFile: string;
  keyFile: string;
}

let made: Promise<TlsFiles> | null = null;

/**
 * A self-signed certificate for localhost and 127.0.0.1 (PEM files in a temporary folder), for tests and
 * benchmarks that serve HTTPS locally: made once per process, removed when it exits, never kept in the repository.
 */
export function localhostTls(): Promise<TlsFiles> {
  made ??= (async () => {
    const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
      keySize: 2048,
      algorithm: 'sha256',
      extensions: [
        {
          name: 'subjectAltName',
          altNames: [
            { type: 2, value: 'localhost' },
            { type: 7, ip: '127.0.0.1' },
          ],
        },
      ],
    });
    const folder = mkdtempSync(join(tmpdir(), 'lobby-tls-'));
    process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
    const files = { certFile: join(folder, 'localhost.crt'), keyFile: join(folder, 'localhost.key') };
    writeFileSync(files.certFile, pems.cert);
    writeFileSync(files.keyFile, pems.private, { mode: 0o600 });
    return files;
  })();
  return made;
}
