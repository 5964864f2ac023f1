/// <reference types="vitest/config" />
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
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

export default defineConfig({
  plugins: [react(), precompress()],
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
    rolldownOptions: {
      output: {
        // React and the router change rarely, so their own chunk stays cached across deploys.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ }],
        },
      },
    },
  },
});
