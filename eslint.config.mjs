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
 * One data-access style: queries go through objection models (api/src/domain/models). A knex call
 * on a table, `db('table')`, is refused outside these files, each with its reason.
 */
const RAW_TABLE_QUERY = {
  selector:
    "CallExpression[callee.name=/^(db|trx|knex)$/][arguments.0.type=/^(Literal|TemplateLiteral)$/], CallExpression[callee.property.name='db'][arguments.0.type=/^(Literal|TemplateLiteral)$/]",
  message:
    'Query through an objection model (api/src/domain/models), or list the file as an exception in eslint.config.mjs with its reason.',
};
const RAW_SQL_FILES = [
  // Schema history and seeds: knex's own territory.
  'api/src/db/**',
  // Set-based SQL the ORM cannot say: a generate_series chart and batched prunes of error logs.
  'api/src/domain/error-logs/error-groups.ts',
  'api/src/domain/error-logs/error-records.ts',
  // Aggregates over whole tables (sums, counts by kind, a run's ledger lines grouped).
  'api/src/domain/credits/credit-history.ts',
  'api/src/domain/server-info/server-stats.ts',
  'api/src/domain/users/user-activity.ts',
  // The whole catalogue read and written as one bundle, in one transaction, table by table.
  'api/src/domain/catalogue/bundle-apply.ts',
  'api/src/domain/catalogue/bundle-export.ts',
  'api/src/domain/catalogue/catalogue-state.ts',
  // Not yet moved onto models (issue 35 left them; each is a join or a list query the models
  // can express): move them and take them off this list.
  'api/src/domain/batches/batch-list.ts',
  'api/src/domain/batches/batch-runs.ts',
  'api/src/domain/executions/bulk-replays.ts',
  'api/src/domain/executions/bulk-targets.ts',
  'api/src/domain/executions/execution-details.ts',
  'api/src/domain/executions/execution-list.ts',
  'api/src/domain/executions/failed-runs.ts',
  'api/src/domain/feedback/feedback-review.ts',
  'api/src/domain/snaps/snap-admin.ts',
  'api/src/domain/snaps/snap-writes.ts',
  'api/src/domain/workflows/workflow-drafts.ts',
  'api/src/domain/workflows/workflow-versions.ts',
  'api/src/services/manage-snaps.ts',
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
  {
    files: ['api/src/**/*.ts', 'orchestrator/src/**/*.ts'],
    ignores: ['**/__tests__/**', ...RAW_SQL_FILES],
    rules: { 'no-restricted-syntax': ['error', RAW_TABLE_QUERY] },
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
        RAW_TABLE_QUERY,
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
