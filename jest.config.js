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
const transform = { '^.+\\.(t|j)sx?$': ['@swc/jest', swc] };

const nodeProject = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'node',
  transform,
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts'],
});

/** @type {import('jest').Config} */
module.exports = {
  transform,
  globalSetup: '<rootDir>/infra/src/testing/global-setup.ts',
  globalTeardown: '<rootDir>/infra/src/testing/global-teardown.ts',
  testTimeout: 60_000,
  projects: [
    nodeProject('workflows'),
    nodeProject('orchestrator'),
    nodeProject('api'),
    nodeProject('infra'),
    {
      displayName: 'ui',
      rootDir: '<rootDir>/ui',
      testEnvironment: 'jsdom',
      transform,
      testMatch: ['<rootDir>/src/**/__tests__/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/src/testing/setup-tests.ts'],
      moduleNameMapper: { '\\.(css)$': '<rootDir>/src/testing/style-stub.ts' },
    },
  ],
};
