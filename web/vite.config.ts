/// <reference types="vitest/config" />
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { OutputBundle } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';

const gateway = 'http://localhost:3000';

/**
 * Writes a .br (brotli, best quality) and a .gz beside every text file of 1 kB or more in the build, so the
 * gateway sends them without compressing per request. A compressed copy no smaller than the file is skipped.
 */
function precompress(): Plugin {
  const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
  const encoders = {
    br: (data: Buffer) =>
      promisify(brotliCompress)(data, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
      }),
    gz: (data: Buffer) => promisify(gzip)(data, { level: 9 }),
  };
  let outDir = 'dist';
  return {
    name: 'lobby-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).map((name) => join(outDir, name));
      await Promise.all(
        files
          .filter((file) => compressible.test(file))
          .map(async (file) => {
            if (!(await stat(file)).isFile()) return;
            const data = await readFile(file);
            if (data.length < 1024) return;
            for (const [extension, encode] of Object.entries(encoders)) {
              const packed = await encode(data);
              if (packed.length < data.length) await writeFile(`${file}.${extension}`, packed);
            }
          }),
      );
    },
  };
}

/**
 * Vite lists, beside every dynamic import, the chunks to preload with it, including the ones the importing chunk
 * already imports statically (React, Mantine's core...), which are loaded by then. Those lists made up 8 kB gz
 * of the entry chunk; `preloadOnlyWhatIsMissing().resolveDependencies` leaves out what the importer has loaded.
 */
function preloadOnlyWhatIsMissing() {
  let bundle: OutputBundle = {};
  const loadedWith = new Map<string, Set<string>>();
  const staticClosure = (fileName: string): Set<string> => {
    let closure = loadedWith.get(fileName);
    if (closure) return closure;
    closure = new Set();
    const pending = [fileName];
    while (pending.length > 0) {
      const output = bundle[pending.pop()!];
      if (output?.type !== 'chunk') continue;
      for (const imported of output.imports) {
        if (closure.has(imported)) continue;
        closure.add(imported);
        pending.push(imported);
      }
    }
    loadedWith.set(fileName, closure);
    return closure;
  };
  const plugin: Plugin = {
    name: 'lobby-preload-only-what-is-missing',
    apply: 'build',
    // Before Vite's own generateBundle writes the preload lists (and asks resolveDependencies below).
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output;
        loadedWith.clear();
      },
    },
  };
  const resolveDependencies = (
    _fileName: string,
    dependencies: string[],
    { hostId, hostType }: { hostId: string; hostType: 'html' | 'js' },
  ) => {
    if (hostType !== 'js') return dependencies;
    const loaded = staticClosure(hostId);
    return dependencies.filter((dependency) => !loaded.has(dependency));
  };
  return { plugin, resolveDependencies };
}

const preload = preloadOnlyWhatIsMissing();

export default defineConfig({
  plugins: [react(), precompress(), preload.plugin],
  resolve: {
    alias: {
      // Use the TypeScript source of the shared contracts; its CommonJS build is for the Node services.
      '@lobby/contracts': fileURLToPath(new URL('../packages/contracts/src/index.ts', import.meta.url)),
    },
  },
  server: {
    proxy: {
      '/api': gateway,
      '/auth': gateway,
      '/socket.io': { target: gateway, ws: true },
    },
  },
  // Web unit tests (`npm test -w web`, also run by the root `npm test`); Jest runs everything else.
  test: {
    environment: 'jsdom',
    // A process per test file (not threads): tests set the viewer's time zone (TZ), which is per process.
    pool: 'forks',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the chunk graph `npm run bench -- web` reads to size the first route.
    manifest: true,
    modulePreload: { resolveDependencies: preload.resolveDependencies },
    rolldownOptions: {
      treeshake: {
        // The shared contracts only declare (route tables built with helper calls, Maps of them...): a module
        // the page uses none of stays out, instead of the staff route table riding along with every page.
        moduleSideEffects: [{ test: /[\\/]packages[\\/]contracts[\\/]src[\\/]/, sideEffects: false }],
      },
      output: {
        // React and the router change rarely, so their own chunk stays cached across deploys. The rest of what
        // the entry imports statically ($initial: loaded before the first paint anyway) goes in one chunk:
        // dozens of small shared chunks compressed 12 kB gz worse than one, and cost a request each.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 2 },
            { name: 'initial', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
