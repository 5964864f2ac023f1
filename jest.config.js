/** One Jest run for every workspace: unit, service (real PostgreSQL and NATS), gateway API and browser tests. */
const path = require('node:path');

const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];

const shared = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    '^@lobby/(contracts|service-kit|test-kit)$': path.join(__dirname, 'packages/$1/src'),
  },
  testEnvironment: 'node',
};

module.exports = {
  globalSetup: '<rootDir>/packages/test-kit/jest/global-setup.mjs',
  globalTeardown: '<rootDir>/packages/test-kit/jest/global-teardown.mjs',
  testSequencer: '<rootDir>/packages/test-kit/jest/sequencer.cjs',
  maxWorkers: 2,
  // The suite shares two cores with the stacks it starts: a step that answers in 100 ms alone can take seconds
  // when two stacks start at once. Passing tests are not slowed by this; a hung one still fails.
  testTimeout: 20_000,
  projects: [
    {
      ...shared,
      displayName: 'unit+service',
      rootDir: __dirname,
      testMatch: ['<rootDir>/{packages,services}/*/src/**/*.spec.ts'],
    },
    {
      ...shared,
      displayName: 'gateway',
      rootDir: __dirname,
      testMatch: ['<rootDir>/gateway/{src,test}/**/*.spec.ts'],
    },
    {
      ...shared,
      displayName: 'browser',
      rootDir: __dirname,
      testMatch: ['<rootDir>/e2e/**/*.e2e.ts'],
    },
  ],
};
