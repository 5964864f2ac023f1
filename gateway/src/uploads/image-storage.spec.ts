import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalImageStorage } from './image-storage';

describe('LocalImageStorage', () => {
  let root: string;
  let storage: LocalImageStorage;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'lobby-uploads-'));
    storage = new LocalImageStorage(root);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('stores each file under a fresh UUID name and answers its public path', async () => {
    const first = await storage.save('avatars', Buffer.from('one'), 'webp');
    const second = await storage.save('avatars', Buffer.from('two'), 'webp');
    expect(first).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\.webp$/);
    expect(second).not.toBe(first);
    expect(readFileSync(join(root, first.slice('/uploads/'.length)), 'utf8')).toBe('one');
  });

  it('removes a stored file, and ignores paths it did not store', async () => {
    const url = await storage.save('avatars', Buffer.from('one'), 'webp');
    await storage.remove(url);
    expect(existsSync(join(root, url.slice('/uploads/'.length)))).toBe(false);
    await storage.remove(url);
    await storage.remove('/uploads/../../etc/passwd');
    await storage.remove('https://example.com/picture.png');
  });
});
