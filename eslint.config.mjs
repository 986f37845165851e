// Lint rules for every package, including the import arrows of ARCHITECTURE.md:
//   ui -> workflows, api/contract        api -> workflows
//   orchestrator -> workflows, api/domain workflows -> nothing but @temporalio/workflow and pure libs
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const nodeBuiltins = [
  'assert',
  'buffer',
  'child_process',
  'cluster',
  'crypto',
  'dgram',
  'dns',
  'events',
  'fs',
  'fs/promises',
  'http',
  'https',
  'net',
  'os',
  'path',
  'process',
  'stream',
  'timers',
  'tls',
  'url',
  'util',
  'worker_threads',
  'zlib',
];

const uiFeatures = readdirSync(new URL('./ui/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** What workflow code must never import (ARCHITECTURE.md: workflows -> @temporalio/workflow only). */
const workflowPatterns = [
  {
    group: ['@studio/api', '@studio/api/*', '@studio/ui', '@studio/ui/*', '@studio/infra/*'],
    message: 'workflows imports nothing of the other packages.',
  },
  {
    group: ['@studio/orchestrator/*'],
    allowTypeImports: true,
    message: 'workflows may import only the types of activities.',
  },
  {
    group: ['node:*', ...nodeBuiltins],
    message: 'Workflow code must stay deterministic: no Node APIs.',
  },
  {
    group: [
      'pg',
      'knex',
      'objection',
      'sharp',
      'koa',
      '@temporalio/worker',
      '@temporalio/client',
      '@temporalio/activity',
    ],
    message: 'No I/O in workflow code: put it in an activity.',
  },
];

/** One `no-restricted-imports` rule per package: what that package must never import. */
function boundary(files, patterns, extra = {}) {
  return {
    files,
    ignores: ['**/__tests__/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns, ...extra }],
    },
  };
}

/**
 * One data-access style: queries go through objection models (api/src/domain/models), with
 * modifiers and named query functions in api/src/domain. Refused outside RAW_SQL_FILES: a knex
 * call on a table (`db('table')`, `trx(Model.tableName)`, `deps.db('table')`) and a whole SQL
 * statement on tables in `db.raw` (a `select`/`with`/`insert`/`update`/`delete` that reads from,
 * inserts into or sets a table). SQL fragments inside a model query (`db.raw('count(*)')`, a
 * `coalesce(...)`) and statements on no table (`select 1`, advisory locks) are fine anywhere.
 */
const RAW_SQL_MESSAGE =
  'Query through an objection model (api/src/domain/models), or list the file as an exception in eslint.config.mjs (RAW_SQL_FILES) with its reason.';
const knexOnTable = (callee) => [
  `CallExpression${callee}[arguments.0.type=/^(Literal|TemplateLiteral)$/]`,
  `CallExpression${callee}[arguments.0.property.name='tableName']`,
];
const STATEMENT = '/^\\s*(select|with|insert|update|delete)\\s[\\s\\S]*\\b(from|into|set)\\s/i';
const rawStatement = (callee) => [
  `CallExpression${callee}[arguments.0.value=${STATEMENT}]`,
  `CallExpression${callee}[arguments.0.quasis.0.value.raw=${STATEMENT}]`,
];
const RAW_SQL = [
  ...knexOnTable('[callee.name=/^(db|trx|knex)$/]'),
  ...knexOnTable("[callee.property.name='db']"),
  ...rawStatement("[callee.property.name='raw'][callee.object.name=/^(db|trx|knex)$/]"),
  ...rawStatement("[callee.property.name='raw'][callee.object.property.name='db']"),
].map((selector) => ({ selector, message: RAW_SQL_MESSAGE }));
/** The one list of files that may query in SQL, each with its reason. */
const RAW_SQL_FILES = [
  // Schema history and the seed: knex's own territory.
  'api/src/db/migrations/**',
  'api/src/db/seed.ts',
  // Set-based SQL the ORM cannot say: hours, minutes and days with no rows come from
  // generate_series (the error-log, server-info and manager-overview charts); percentiles
  // (percentile_cont); a week-by-snap rating report; per-snap figures in lateral subqueries.
  'api/src/domain/error-logs/error-groups.ts',
  'api/src/domain/server-info/server-stats.ts',
  'api/src/domain/users/user-activity.ts',
  'api/src/domain/feedback/feedback-review.ts',
  'api/src/domain/snaps/snap-admin.ts',
  // Inserts where whether a row came back is the point (`on conflict ... do nothing returning`,
  // on a partial or expression index): objection answers the model it was given either way.
  'api/src/domain/error-logs/error-records.ts',
  'api/src/domain/billing/stripe-events.ts',
  'api/src/domain/users/user-admin.ts',
  'api/src/domain/products/product-drafts.ts',
  // One statement over a set: categories reordered from unnest(...) with ordinality (and a
  // category made by an upsert on lower(name)), a touch-up's cut-outs copied by insert ... select,
  // unreferenced files swept in batches chosen and locked (skip locked) by the delete itself.
  'api/src/domain/categories/categories.ts',
  'api/src/domain/cutouts/run-cutouts.ts',
  'api/src/domain/storage/unreferenced-files.ts',
];

/**
 * One clock: api/src reads the time through api/src/platform/clock.ts, so a test can fix it and
 * advance it (useFixedClock, advanceClock, restoreClock). Refused elsewhere in api/src outside
 * tests: `Date.now`, `Date()` and a `new Date()` of no argument, and the clock's test controls. A
 * read that must be real time (a gRPC deadline) disables the rule on its line and says why.
 */
const CLOCK_FILE = 'api/src/platform/clock.ts';
const CLOCK_MESSAGE =
  'Read the time from the clock (api/src/platform/clock.ts: clock.now(), clock.nowMs()), so tests can fix and advance it.';
const WALL_CLOCK = [
  { selector: "MemberExpression[object.name='Date'][property.name='now']", message: CLOCK_MESSAGE },
  { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: CLOCK_MESSAGE },
  { selector: "CallExpression[callee.name='Date']", message: CLOCK_MESSAGE },
  {
    selector: 'ImportSpecifier[imported.name=/^(useFixedClock|advanceClock|restoreClock)$/]',
    message: "The clock's controls (api/src/platform/clock.ts) are for tests only.",
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      // Generated by openapi-typescript (npm run api-client); a test keeps it current.
      'infra/src/api-client/v1-schema.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  // CommonJS where a tool loads files with a plain require (Jest's test sequencer).
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/__tests__/**', '**/*.test.ts', '**/*.test.tsx'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    files: ['ui/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    languageOptions: { globals: { ...globals.browser } },
  },

  // workflows: deterministic code only. Activity implementations may be imported as types.
  boundary(['workflows/src/**'], workflowPatterns),
  // The graph model is the lower layer: the engine (run-graph, activities, contract) imports it,
  // never the reverse (n8n's model/engine split).
  boundary(
    ['workflows/src/graph/**'],
    [
      ...workflowPatterns,
      {
        group: ['../*', '@studio/workflows/*', '!@studio/workflows/graph/*'],
        message: 'The graph model imports nothing of the engine: move shared types into graph/.',
      },
    ],
  ),
  // api: starts workflows by name through @temporalio/client, never imports the orchestrator.
  boundary(
    ['api/src/**'],
    [
      {
        group: ['@studio/orchestrator', '@studio/orchestrator/*'],
        message: 'The API starts workflows by name; it never imports the orchestrator.',
      },
      {
        group: ['@studio/ui', '@studio/ui/*', '@studio/infra/*'],
        message: 'The API imports no UI or infra code.',
      },
    ],
  ),
  // orchestrator: the same domain code as the API, nothing of its HTTP layer.
  boundary(
    ['orchestrator/src/**'],
    [
      {
        group: ['@studio/api/*', '!@studio/api/domain', '!@studio/api/domain/*'],
        message: 'The orchestrator may import only api/domain.',
      },
      {
        group: ['@studio/ui', '@studio/ui/*', '@studio/infra/*'],
        message: 'The orchestrator imports no UI or infra code.',
      },
    ],
  ),
  // ui features are independent: one feature never imports another (shared code lives in
  // components/, hooks/, lib/; app/ composes features). bulletproof-react's rule.
  ...uiFeatures.map((feature) => {
    const others = uiFeatures.filter((f) => f !== feature).join('|');
    return {
      files: [`ui/src/features/${feature}/**`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: `^(\\.\\./)+(${others})(/|$)|/features/(${others})(/|$)`,
                message:
                  'A feature imports no other feature: move shared code to components/, hooks/ or lib/.',
              },
            ],
          },
        ],
      },
    };
  }),
  // ui: the contract and the graph model, never server code.
  boundary(
    ['ui/src/**'],
    [
      {
        group: ['@studio/api/*', '!@studio/api/contract', '!@studio/api/contract/*'],
        message: 'The UI may import only api/contract.',
      },
      {
        group: ['@studio/orchestrator', '@studio/orchestrator/*', '@studio/infra/*'],
        message: 'The UI imports no server code.',
      },
      {
        group: ['node:*', ...nodeBuiltins, 'pg', 'knex', 'objection', 'sharp', 'koa'],
        message: 'The UI runs in the browser.',
      },
    ],
  ),
  // no-restricted-syntax, one list per set of files (a later list replaces an earlier one): SQL
  // through the models outside RAW_SQL_FILES, and in api/src the time through the clock.
  {
    files: ['orchestrator/src/**/*.ts'],
    ignores: ['**/__tests__/**'],
    rules: { 'no-restricted-syntax': ['error', ...RAW_SQL] },
  },
  {
    files: ['api/src/**/*.ts'],
    ignores: ['**/__tests__/**', CLOCK_FILE, ...RAW_SQL_FILES],
    rules: { 'no-restricted-syntax': ['error', ...RAW_SQL, ...WALL_CLOCK] },
  },
  {
    files: RAW_SQL_FILES,
    ignores: ['**/__tests__/**'],
    rules: { 'no-restricted-syntax': ['error', ...WALL_CLOCK] },
  },
  // api routes are declared once (api/src/contract/routes) and mounted with mountRoute, which
  // applies the declared access and parses the declared query and body: a handler that parses
  // or guards on its own says the same thing twice, and drifts.
  {
    files: ['api/src/routes/**/*.ts'],
    ignores: ['**/__tests__/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...RAW_SQL,
        ...WALL_CLOCK,
        {
          selector:
            "CallExpression[callee.property.name=/^(parse|safeParse|parseAsync|safeParseAsync)$/]:not([callee.object.name='JSON'])",
          message:
            "Declare the query or body in the route's declaration (api/src/contract/routes): mountRoute parses it.",
        },
        {
          selector: 'ImportSpecifier[imported.name=/^require(User|Manager|VerifiedEmail)$/]',
          message:
            "Declare the route's access (api/src/contract/routes): mountRoute applies the guard.",
        },
      ],
    },
  },
);
