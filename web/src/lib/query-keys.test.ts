import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Query keys come from one keys.ts per feature (src/features/<f>/keys.ts, src/components/<c>/keys.ts,
 * src/lib/keys.ts): a query or an invalidation names a factory, never an array literal, and a feature that touches
 * another's data imports that feature's keys. These scans keep it so.
 */
const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');

const sourceFiles = (readdirSync(SRC, { recursive: true }) as string[])
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => ({
    path: relative(SRC, join(SRC, file)).replaceAll('\\', '/'),
    text: readFileSync(join(SRC, file), 'utf8'),
  }));

const isKeysFile = (path: string) => /(^|\/|-)keys\.ts$/.test(path);

/** A key written as an array where a query, an invalidation or a cache read takes it. */
const LITERAL_KEY =
  /queryKey:\s*\[|(?:setQueryData|getQueryData|getQueriesData|setQueriesData)(?:<[^>]*>)?\(\s*\[/g;

describe('query keys', () => {
  it('are never written as literals outside the keys.ts files', () => {
    const offenders = sourceFiles
      .filter(({ path }) => !isKeysFile(path))
      .flatMap(({ path, text }) =>
        [...text.matchAll(LITERAL_KEY)].map(
          (match) => `${path}:${text.slice(0, match.index).split('\n').length}`,
        ),
      );
    expect(sourceFiles.length).toBeGreaterThan(300);
    expect(offenders).toEqual([]);
  });

  it('each start with a first element that one keys.ts owns', () => {
    // 'admin' starts several staff pages' keys, each followed by its own second element.
    const shared = new Set(['admin']);
    const owners = new Map<string, Set<string>>();
    for (const { path, text } of sourceFiles.filter((file) => isKeysFile(file.path))) {
      for (const [, root] of text.matchAll(/\[\s*'([^']+)'/g)) {
        if (shared.has(root)) continue;
        owners.set(root, (owners.get(root) ?? new Set()).add(path));
      }
    }
    const sharedRoots = [...owners]
      .filter(([, paths]) => paths.size > 1)
      .map(([root, paths]) => [root, [...paths]]);
    expect(owners.size).toBeGreaterThan(40);
    expect(sharedRoots).toEqual([]);
  });
});
