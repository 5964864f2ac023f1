/// <reference types="vitest/config" />
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import { ROUTE_PRELOADS_FILE, type RoutePreload } from '../packages/contracts/src/web-build';

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

/** What every page loads lazily just after its first paint: the toasts' and dialogs' hosts, the header's search. */
const AFTER_FIRST_PAINT = [
  'src/app/loaded-overlays.ts',
  'src/features/search/components/search-combobox.tsx',
  'src/app/layout/phone-nav-menu.tsx',
];

/**
 * The most visited public pages, as the router writes their paths (src/app/router.tsx): their lazy page, for the
 * pages with a route loader the loader's chunk (src/app/routes/page-data.ts), and what the page's first view
 * loads lazily (the landing page's cards and favourite hearts, the gig page's booking form).
 */
const PRELOADED_PAGES = [
  {
    path: '/',
    modules: [
      'src/app/routes/landing.tsx',
      'src/components/catalog/star-card.tsx',
      'src/components/catalog/gig-card.tsx',
      'src/components/catalog/game-card.tsx',
      'src/features/landing/components/upcoming-session-lists.tsx',
      'src/features/favorites/components/favorite-card-actions.tsx',
    ],
  },
  { path: '/browse', modules: ['src/app/routes/browse.tsx', 'src/app/routes/page-data.ts'] },
  { path: '/stars/:username', modules: ['src/app/routes/star.tsx', 'src/app/routes/page-data.ts'] },
  {
    path: '/stars/:username/gigs/:slug',
    modules: [
      'src/app/routes/gig.tsx',
      'src/app/routes/page-data.ts',
      'src/features/booking/components/booking-form.tsx',
    ],
  },
].map((page) => ({ ...page, modules: [...page.modules, ...AFTER_FIRST_PAINT] }));

/**
 * Writes dist/route-preloads.json (see @lobby/contracts' RoutePreload): for each page above, every chunk and
 * stylesheet its lazy modules load beyond what the entry loads, so the gateway can name them in the page's HTML.
 * A page's chunks otherwise start loading only once the entry has run, and the app then adds a preload link for
 * each, one by one, on the main thread.
 */
function routePreloads(): Plugin {
  let root = '';
  return {
    name: 'lobby-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (start: OutputChunk[]): Set<OutputChunk> => {
        const found = new Set<OutputChunk>();
        const pending = [...start];
        while (pending.length > 0) {
          const chunk = pending.shift()!;
          if (found.has(chunk)) continue;
          found.add(chunk);
          for (const imported of chunk.imports) {
            const next = byFile.get(imported);
            if (next) pending.push(next);
          }
        }
        return found;
      };
      const entryLoads = closure(chunks.filter((chunk) => chunk.isEntry));
      const chunkOf = (module: string) => {
        const chunk = chunks.find((candidate) => candidate.moduleIds.includes(join(root, module)));
        if (!chunk) throw new Error(`route-preloads: no chunk holds ${module}; update PRELOADED_PAGES.`);
        return chunk;
      };
      const pages: RoutePreload[] = PRELOADED_PAGES.map(({ path, modules }) => {
        // Each module's chunks in turn, nearest first: the page's own code comes before what loads after it.
        const loads = [...new Set(modules.flatMap((module) => [...closure([chunkOf(module)])]))].filter(
          (chunk) => !entryLoads.has(chunk),
        );
        const styles = new Set(loads.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]));
        return {
          path,
          scripts: loads.map((chunk) => `/${chunk.fileName}`),
          styles: [...styles].map((file) => `/${file}`),
        };
      });
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(pages) });
    },
  };
}

/**
 * React Router's package sends every bundler to its development build (its exports have no production
 * condition: remix-run/react-router#14753), which checks and warns as it goes; the build takes the production one.
 */
function reactRouterProductionBuild() {
  const dist = join(
    dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist',
    'production',
  );
  return [
    { find: /^react-router$/, replacement: join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(dist, 'dom-export.mjs') },
  ];
}

export default defineConfig(({ command }) => ({
  plugins: [react(), precompress(), preload.plugin, routePreloads()],
  resolve: {
    alias: [
      // Use the TypeScript source of the shared contracts; its CommonJS build is for the Node services.
      {
        find: '@lobby/contracts',
        replacement: fileURLToPath(new URL('../packages/contracts/src/index.ts', import.meta.url)),
      },
      ...(command === 'build' ? reactRouterProductionBuild() : []),
    ],
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
    // Processes, not threads: tests set the viewer's time zone (TZ), which is per process. Test files share a
    // worker's modules (not isolated): starting jsdom and loading React and Mantine for each of ~60 files took
    // 145 s of a 2-core CI, ~20 s without. src/test/setup.ts evaluates the app's own modules afresh per file and
    // clears what the libraries keep between files (toasts, fake timers); a file that stubs TZ restores it.
    pool: 'forks',
    isolate: false,
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
        // Chunks by hash alone: the entry lists every lazy chunk's file for its preloads, and the module names in
        // those 400 file names weighed 2.9 kB gz of the first route. The 'c-' keeps the gateway's "name-hash"
        // pattern (gateway/src/web/web-app.ts HASHED_ASSET), which caches them as immutable.
        chunkFileNames: 'assets/c-[hash].js',
        // React and the router change rarely, so their own chunk stays cached across deploys. The rest of what
        // the entry imports statically ($initial: loaded before the first paint anyway) goes in one chunk:
        // dozens of small shared chunks compressed 12 kB gz worse than one, and cost a request each.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 2,
            },
            { name: 'initial', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
}));
