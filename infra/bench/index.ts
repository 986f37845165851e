/**
 * `npm run bench`: every benchmark, one after another, then the table of their figures, kept as
 * `data/bench/<date>.json` and `.md`. `npm run bench -- SUITE` runs one.
 *   snap-latency      a one-node snap through the API against its image work called directly
 *   throughput        trivial executions per second, 50 in flight
 *   api               an authenticated content page under load against a bare Koa app
 *   ledger            reserve + commit pairs on one account from 200 callers against a bare UPDATE
 *   temporal-history  Temporal's history in memory, in a file, and in a file with npm start's
 *                     SQLite settings
 *   cutout            one local-ml cut-out of a 12-megapixel photo against a sharp resize
 *   cutout-quality    the cut-out scored against the truth on photos of what creators shoot
 *   packshot          the packshot node on a 12-megapixel photo (classic and local-ml cut-outs)
 *                     against a sharp resize, with each one's peak memory
 *   bundle            the JavaScript the landing and auth routes load (gzipped) and the
 *                     landing page's Largest Contentful Paint, in Chromium
 *   editor            the workflow editor on a 500-node graph against bare React Flow
 *   console           the run comparison (two 200-step runs) and a 1,000-event history against
 *                     plain React tables of the same rows
 *   executions-list   the operators' console list on 1,000,000 executions against a primary-key
 *                     lookup
 *   api-v1            runs started per second through /v1 with idempotency keys against the
 *                     app's own session route
 * Each provisions what it needs (its own database, Temporal dev server and ports) and compares
 * against a baseline measured in the same run.
 */
import { type BenchFigure, type BenchSuite, markdownTable, writeReport } from './bench-report';

const SUITES: Record<string, () => Promise<{ run: BenchSuite }>> = {
  'snap-latency': () => import('./snap-latency'),
  throughput: () => import('./throughput'),
  api: () => import('./api'),
  ledger: () => import('./ledger'),
  'temporal-history': () => import('./temporal-history'),
  cutout: () => import('./cutout'),
  'cutout-quality': () => import('./cutout-quality'),
  packshot: () => import('./packshot'),
  bundle: () => import('./bundle'),
  editor: () => import('./editor'),
  console: () => import('./console'),
  'executions-list': () => import('./executions-list'),
  'api-v1': () => import('./api-v1'),
};

async function main(chosen: string | undefined): Promise<number> {
  if (chosen && !SUITES[chosen]) {
    console.error(`Unknown benchmark "${chosen}". Suites: ${Object.keys(SUITES).join(', ')}.`);
    return 2;
  }
  const figures: BenchFigure[] = [];
  let failed = 0;
  for (const name of chosen ? [chosen] : Object.keys(SUITES)) {
    console.log(`\n▸ ${name}`);
    try {
      figures.push(...(await (await SUITES[name]!()).run()));
    } catch (error) {
      failed++;
      console.error(`${name} failed:`, error);
    }
  }
  const table = markdownTable(figures);
  const saved = await writeReport(figures, chosen);
  console.log(`\n${table}\n\nKept in ${saved}.json and .md`);
  return failed > 0 ? 1 : 0;
}

void main(process.argv[2]).then((code) => process.exit(code));
