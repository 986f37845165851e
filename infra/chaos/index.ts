/**
 * `npm run chaos [-- SCENARIO] [-- --short]`: each fault scenario against a stack it provisions
 * itself, then one table of what happened and whether each promise held; exits 1 when one broke.
 *   ai-faults     random transient, permanent and slow provider faults under scene runs
 *   worker-kills  snaps through the cluster while workers are SIGKILLed and restarted
 *   temporal-restart  snaps while the Temporal server is killed and restarted on its history file
 *   postgres-outage   snaps and reads while Postgres is stopped for a while and started again
 *   webhook-storm     a month of Stripe events, each delivered 10 times, shuffled, among forged ones
 *   password-guessing 200 guesses at one account from 200 addresses, and 200 from one address
 *   uploads           decompression bombs, truncated, polyglot, SVG and EXIF-rotated images
 *   bad-input         10,000 hostile requests generated from the API's contract table
 *   access            every route signed out, as the wrong creator or role, without CSRF
 *   ledger-sim        runs, grants and refunds with crashes before and after each commit (seeded)
 *   cancel-storm      runs of every built-in snap cancelled at random moments; Temporal agrees
 *   soak              30 minutes of mixed load through the cluster with a fault every 5 (--short: 3, 1)
 * `--short` runs the versions `npm test` runs (infra/src/__tests__/chaos-*.test.ts).
 */
import { type ChaosReport, type ChaosSize, allHeld, chaosTable } from './chaos-report';

const SCENARIOS: Record<string, () => Promise<{ run: (size: ChaosSize) => Promise<ChaosReport> }>> =
  {
    'ai-faults': () => import('./ai-faults'),
    'worker-kills': () => import('./worker-kills'),
    'temporal-restart': () => import('./temporal-restart'),
    'postgres-outage': () => import('./postgres-outage'),
    'webhook-storm': () => import('./webhook-storm'),
    'password-guessing': () => import('./password-guessing'),
    uploads: () => import('./uploads'),
    'bad-input': () => import('./bad-input'),
    access: () => import('./access'),
    'ledger-sim': () => import('./ledger-sim'),
    'cancel-storm': () => import('./cancel-storm'),
    soak: () => import('./soak'),
  };

async function main(args: string[]): Promise<number> {
  const size: ChaosSize = args.includes('--short') ? 'short' : 'full';
  const chosen = args.filter((a) => !a.startsWith('--'));
  const unknown = chosen.filter((name) => !SCENARIOS[name]);
  if (unknown.length > 0) {
    console.error(
      `Unknown scenario ${unknown.join(', ')}. Scenarios: ${Object.keys(SCENARIOS).join(', ')}.`,
    );
    return 2;
  }
  const reports: ChaosReport[] = [];
  for (const name of chosen.length > 0 ? chosen : Object.keys(SCENARIOS)) {
    console.log(`\n▸ ${name} (${size})`);
    reports.push(await (await SCENARIOS[name]!()).run(size));
  }
  console.log(`\n${chaosTable(reports)}`);
  return allHeld(reports) ? 0 : 1;
}

void main(process.argv.slice(2)).then((code) => process.exit(code));
