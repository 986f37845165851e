/**
 * `npm run bench [-- SUITE]`: runs one benchmark suite, snap-latency by default.
 *   snap-latency  what Temporal costs a snap (snap-latency.ts)
 *   temporal-history  Temporal's history in memory, in a file, and in a file with the SQLite
 *                 settings npm start uses (temporal-history.ts)
 *   cutout        one local-ml cut-out of a 12-megapixel photo against a sharp resize (cutout.ts)
 *   editor        the workflow editor on a 500-node graph against bare React Flow (editor.ts)
 *   executions-list  the operators' console list on 1,000,000 executions against a primary-key
 *                 lookup (executions-list.ts)
 * Each suite runs when its module is loaded.
 */
const SUITES: Record<string, () => Promise<unknown>> = {
  'snap-latency': () => import('./snap-latency'),
  'temporal-history': () => import('./temporal-history'),
  cutout: () => import('./cutout'),
  editor: () => import('./editor'),
  'executions-list': () => import('./executions-list'),
};

const name = process.argv[2] ?? 'snap-latency';
const suite = SUITES[name];
if (!suite) {
  console.error(`Unknown benchmark "${name}". Suites: ${Object.keys(SUITES).join(', ')}.`);
  process.exit(2);
}
void suite();
