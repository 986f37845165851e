// One Jest run for every package. Integration tests share the Postgres server and the Temporal
// dev server that the global set-up provisions, and isolate themselves with their own database
// (cloned from a migrated template) and their own task queue.
/** @type {import('@swc/jest').Options} */
const swc = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    target: 'es2022',
    transform: { react: { runtime: 'automatic' } },
  },
  module: { type: 'commonjs' },
};
/** @type {import('@swc/jest').Options} */
const swcEsm = {
  jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' },
  module: { type: 'commonjs' },
};
// Our own files also get a module-scoped `Math`: globals are slow to reach inside Jest's
// sandbox (infra/src/testing/jest-transform.cjs).
const ownTransform = require.resolve('./infra/src/testing/jest-transform.cjs');
const transform = {
  // ESM-only packages (below) become CommonJS for Jest's runtime; parsed as plain JavaScript.
  '/node_modules/.+\\.m?js$': ['@swc/jest', swcEsm],
  '^.+\\.(t|j)sx?$': [ownTransform, swc],
};
// Google sign-in: openid-client and its oauth4webapi and jose, and the local OpenID provider.
const esmOnlyPackages = ['openid-client', 'oauth4webapi', 'jose', 'oidc-provider'];
const transformIgnorePatterns = [`/node_modules/(?!(${esmOnlyPackages.join('|')})/)`];
// MSW (the UI tests' network) and its ESM-only dependencies; TanStack Table v9, ESM only too.
const uiEsmOnlyPackages = [
  'rettime',
  'until-async',
  '@open-draft/deferred-promise',
  '@tanstack/react-table',
  '@tanstack/table-core',
];

const nodeProject = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  // Node, with the main realm's Float32Array for onnxruntime (see the file).
  testEnvironment: '<rootDir>/../infra/src/testing/node-test-environment.ts',
  transform,
  transformIgnorePatterns,
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts'],
});

/** @type {import('jest').Config} */
module.exports = {
  transform,
  globalSetup: '<rootDir>/infra/src/testing/global-setup.ts',
  globalTeardown: '<rootDir>/infra/src/testing/global-teardown.ts',
  // The slowest files first, from timings a fresh clone has too (see the file).
  testSequencer: '<rootDir>/infra/src/test-run/slowest-first-sequencer.cjs',
  testTimeout: 60_000,
  projects: [
    nodeProject('workflows'),
    nodeProject('orchestrator'),
    nodeProject('api'),
    nodeProject('infra'),
    {
      displayName: 'ui',
      rootDir: '<rootDir>/ui',
      // jsdom with Node's own fetch, streams, AbortSignal and BroadcastChannel, which MSW needs
      // (see ui/README.md).
      testEnvironment: 'jest-fixed-jsdom',
      transform,
      transformIgnorePatterns: [`/node_modules/(?!(${uiEsmOnlyPackages.join('|')})/)`],
      testMatch: ['<rootDir>/src/**/__tests__/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/src/testing/setup-tests.ts'],
      moduleNameMapper: {
        '\\.(css)$': '<rootDir>/src/testing/style-stub.ts',
        '\\.(webp|png|jpe?g|avif)$': '<rootDir>/src/testing/file-stub.ts',
        // ui/tsconfig.json's `@/` alias.
        '^@/(.*)$': '<rootDir>/src/$1',
      },
    },
  ],
};
