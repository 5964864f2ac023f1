// ESLint 9 flat config: typescript-eslint's recommended rules everywhere, plus the architecture's import
// boundaries (docs: shared ARCHITECTURE.md §1-§2):
//   - a service never imports another service (they talk over NATS, through packages/contracts);
//   - packages/ never import services/, gateway/ or web/;
//   - the gateway never imports a service (only gateway/test may, to start real services in tests);
//   - services never import the gateway or the web app; the web app never imports server code;
//   - web/src/features/A never imports web/src/features/B (shared code lives in components/, lib/, stores/);
//   - a service's shared folders (common/, db/, read-models/) never import its feature folders;
//   - a service's feature folders import only folders of a lower layer (FEATURE_LAYERS), never upwards or sideways;
//   - no import cycles between files (import/no-cycle).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Sub-folders of `folder` (relative to the repo root), read when ESLint starts, so new ones are covered. */
function foldersIn(folder) {
  try {
    return fs
      .readdirSync(path.join(root, folder), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
  } catch {
    return [];
  }
}

const SERVICES = ['identity', 'catalog', 'booking', 'payments', 'live', 'notifications', 'content'];
const services = [...new Set([...SERVICES, ...foldersIn('services')])];
const features = foldersIn('web/src/features');
const SHARED_SERVICE_FOLDERS = ['common', 'db', 'read-models'];

/**
 * Each service's feature folders (under src/), lowest layer first: layers separated by '<', folders of one layer by
 * spaces. A folder imports only from shared folders and lower layers; folders of one layer never import each other.
 * So no cycle between folders can form. Specs are left out: they drive the whole service (a users spec may log in
 * as a seeded account). A service with a row names every feature folder it has (test/ and the shared folders aside;
 * a new one is taken as the top layer until it is named); a service without a row is not checked yet.
 */
const FEATURE_LAYERS = {
  catalog:
    'platforms banners clicks search < games < stars < gigs < favorites browse analytics scripts < seed',
  identity:
    'mail users < auth unsubscribe live-state profile reports < oauth email-change contacts onboarding < bans deletion admin-figures audit staff scripts stars-admin moderators < seed',
  notifications: 'discord inbox mail < fan-out < triggers',
  live: 'obs-codes sessions video-details admin-figures',
  payments: 'currency-rates location payment-gateways promo-codes wallet < checkout < earnings < payouts < admin-figures',
  content: 'configurations < site-access faqs legal blogs submissions',
  booking: 'slots < holds < orders queues < home validations giveaways',
};

/**
 * `import/no-restricted-paths` zones for one row of FEATURE_LAYERS. A feature folder the row doesn't name yet is
 * taken as one more layer on top (it may import the declared folders, they may not import it, and undeclared
 * folders never import each other), with a warning to add it to the row.
 */
function layerZones(service, row) {
  const layers = row.split('<').map((layer) => layer.trim().split(/\s+/));
  const declared = layers.flat();
  const undeclared = foldersIn(`services/${service}/src`).filter(
    (folder) => !SHARED_SERVICE_FOLDERS.includes(folder) && folder !== 'test' && !declared.includes(folder),
  );
  if (undeclared.length > 0) {
    console.warn(
      `eslint.config.mjs FEATURE_LAYERS: services/${service}/src/{${undeclared.join(',')}} has no layer yet (taken as the top one); add it to the ${service} row.`,
    );
    layers.push(undeclared);
  }
  return layers.flatMap((layer, index) =>
    layer.map((folder) => ({
      target: `./services/${service}/src/${folder}/**/!(*.spec).ts`,
      from: layers
        .slice(index)
        .flat()
        .filter((other) => other !== folder)
        .map((other) => `./services/${service}/src/${other}`),
      message: `${service}'s feature folders are layered '${row}': ${folder}/ imports only lower layers and shared folders (move what both need down, or to common/).`,
    })),
  );
}

const zones = [
  ...services.map((service) => ({
    target: `./services/${service}`,
    from: services.filter((other) => other !== service).map((other) => `./services/${other}`),
    message:
      'A service never imports another service: send a message or publish an event (packages/contracts).',
  })),
  {
    target: './services',
    from: ['./gateway', './web'],
    message: 'Services never import the gateway or the web app.',
  },
  {
    target: './packages',
    from: ['./services', './gateway', './web'],
    message: 'packages/ are shared by everyone and import no service, gateway or web code.',
  },
  {
    target: './gateway/!(test)/**',
    from: './services',
    message:
      'The gateway talks to services over NATS (packages/contracts); only gateway/test may import services.',
  },
  {
    target: './web',
    from: ['./services', './gateway', './packages/service-kit', './packages/test-kit'],
    message: 'The web app imports no server code (only @lobby/contracts).',
  },
  ...services.flatMap((service) => {
    const folders = foldersIn(`services/${service}/src`);
    const shared = folders.filter((folder) => SHARED_SERVICE_FOLDERS.includes(folder));
    const featureFolders = folders.filter(
      (folder) => !SHARED_SERVICE_FOLDERS.includes(folder) && folder !== 'test',
    );
    if (shared.length === 0 || featureFolders.length === 0) return [];
    return [
      {
        target: shared.map((folder) => `./services/${service}/src/${folder}`),
        from: featureFolders.map((folder) => `./services/${service}/src/${folder}`),
        message: "A service's shared code (common/, db/, read-models/) never imports one of its features.",
      },
    ];
  }),
  ...Object.entries(FEATURE_LAYERS).flatMap(([service, row]) => layerZones(service, row)),
  ...features.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: features.filter((other) => other !== feature).map((other) => `./web/src/features/${other}`),
    message:
      'A web feature never imports another feature: move what both need to components/, lib/ or stores/.',
  })),
];

// Workspace packages resolve to node_modules/@lobby/<name>, outside the zones above: forbid them by name too.
const servicePackages = services.map((service) => `@lobby/${service}`);
const restrictedPackages = (names, message) => [
  'error',
  { patterns: [{ group: names.flatMap((name) => [name, `${name}/*`]), message }] },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.data/**',
      'web/dist/**',
      '**/coverage/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
      '**/*.tsbuildinfo',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { import: importPlugin },
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
    },
    settings: {
      'import/extensions': ['.js', '.mjs', '.cjs', '.ts', '.tsx', '.mts', '.cts'],
      'import/resolver': {
        node: { extensions: ['.js', '.mjs', '.cjs', '.ts', '.tsx', '.mts', '.cts', '.json', '.d.ts'] },
      },
      // Not parsed for import/no-cycle: libraries and built output (workspace packages resolve to their
      // dist/); skipping them keeps `eslint .` several times faster and misses no cycle in the sources.
      'import/ignore': ['node_modules', '/dist/'],
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-duplicates': 'error',
      'import/first': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  // Per-area rules for workspace package names (the same boundaries as the zones above).
  ...services.flatMap((service) => {
    const boundary = restrictedPackages(
      [...servicePackages.filter((name) => name !== `@lobby/${service}`), '@lobby/gateway', '@lobby/web'],
      'A service imports only packages/ (contracts, service-kit, test-kit), never another service, the gateway or web.',
    );
    return [
      {
        files: [`services/${service}/**/*.{ts,tsx,js,mjs,cjs}`],
        rules: { 'no-restricted-imports': boundary },
      },
      {
        // Repositories are the only code that holds the database; the rest opens transactions with the kit's
        // TransactionRunner and passes `tx` to repository methods.
        files: [`services/${service}/src/**/*.ts`],
        ignores: ['**/*.repository.ts', '**/*.spec.ts', '**/test/**'],
        rules: {
          'no-restricted-imports': [
            'error',
            {
              ...boundary[1],
              paths: [
                {
                  name: '@lobby/service-kit',
                  importNames: ['DATABASE'],
                  message: 'Only repositories hold the database: inject TransactionRunner or a repository.',
                },
              ],
            },
          ],
        },
      },
    ];
  }),
  {
    files: ['packages/**/*.{ts,tsx,js,mjs,cjs}'],
    rules: {
      'no-restricted-imports': restrictedPackages(
        [...servicePackages, '@lobby/gateway', '@lobby/web'],
        'packages/ import no service, gateway or web code.',
      ),
    },
  },
  {
    files: ['gateway/**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['gateway/test/**'],
    rules: {
      'no-restricted-imports': restrictedPackages(
        [...servicePackages, '@lobby/web'],
        'The gateway talks to services over NATS; only gateway/test may import services.',
      ),
    },
  },
  {
    files: ['web/**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': restrictedPackages(
        [...servicePackages, '@lobby/gateway', '@lobby/service-kit', '@lobby/test-kit'],
        'The web app imports no server code (only @lobby/contracts).',
      ),
    },
  },
  // Node code: scripts, configs, server workspaces.
  {
    files: [
      'scripts/**',
      'deploy/**',
      '*.{js,mjs,cjs,ts}',
      '{services,packages,gateway,e2e}/**/*.{js,mjs,cjs,ts}',
      'web/*.{js,mjs,cjs,ts}',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  // CommonJS files (jest.config.js and friends).
  {
    files: ['**/*.cjs', 'jest.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Tests may use jest's globals (describe, it, expect, jest, ...).
  {
    files: [
      '**/*.{spec,test,e2e}.{ts,tsx,js,mjs}',
      '**/test/**',
      '**/__tests__/**',
      'e2e/**',
      'packages/test-kit/**',
    ],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
);
