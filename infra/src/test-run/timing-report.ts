import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from '../paths';
import { type StageClock } from './stage-clock';
import { type StepResult, readJson } from './steps';
import { checkBudget, REFERENCE_PROBE_SECONDS, scaledBudget } from './test-budget';
import {
  type FileTiming,
  jestTimings,
  playwrightTimings,
  type SetupRecord,
  setupRecord,
  withSetups,
} from './test-timings';
import { slowestFilesTable, stageTable } from './timing-table';

/**
 * Whether a broken budget fails the run: yes, so that a slow addition is caught the day it is
 * made. `TEST_BUDGET_ENFORCE=0` only reports it, for a machine slower than the one the budget is
 * set for (the 2-core CI machine).
 */
const BUDGET_ENFORCED = process.env.TEST_BUDGET_ENFORCE !== '0';

/**
 * The end of `npm test`: each stage's time, the 20 slowest test files with the set-ups each paid
 * for, printed and kept in `outDir` (timings.md for people, timings.json and suite-durations.json
 * for tools), and the budget's verdict as a step of its own.
 */
export async function reportTimings(options: {
  clock: StageClock;
  outDir: string;
  /** Only a whole run is held to the budget; a partial one just gets its table. */
  wholeRun: boolean;
  /** The machine-speed probe's seconds, timed before the first test and after the last. */
  probeSeconds: number[];
}): Promise<StepResult> {
  const { clock, outDir } = options;
  const totalSeconds = clock.elapsedSeconds();
  const files = withSetups(
    [
      ...jestTimings(await readJson(path.join(outDir, 'jest.json')), REPO_ROOT),
      ...playwrightTimings(await readJson(path.join(outDir, 'playwright.json')), 'ui/e2e'),
    ],
    await readSetups(path.join(outDir, 'setups.jsonl')),
    REPO_ROOT,
  );
  const stages = stageTable(clock.stages, totalSeconds);
  const slowest = slowestFilesTable(files);
  const probe = mean(options.probeSeconds);
  const budget = scaledBudget(probe);
  const verdict = checkBudget(files, totalSeconds, budget);
  const speedLine = `Machine speed: the probe took ${options.probeSeconds.map((s) => `${s.toFixed(3)} s`).join(' and ')} (the reference machine ${REFERENCE_PROBE_SECONDS} s), so the budget is ×${budget.factor.toFixed(2)}.`;
  const budgetLine = verdict.held
    ? `Budget held: no file over ${budget.fileSeconds} s, the run under ${(budget.totalSeconds / 60).toFixed(1)} min.`
    : `Budget broken:\n${verdict.breaches.map((b) => `- ${b}`).join('\n')}`;
  const text = `# npm test timings\n\n${stages}\n\n## The 20 slowest test files\n\n${slowest}\n\n${speedLine}\n\n${budgetLine}\n`;
  console.log(`\n${text}`);
  await Promise.all([
    writeFile(path.join(outDir, 'timings.md'), text),
    writeFile(
      path.join(outDir, 'timings.json'),
      JSON.stringify(
        { totalSeconds, probeSeconds: options.probeSeconds, budget, stages: clock.stages, files },
        null,
        2,
      ),
    ),
    writeFile(path.join(outDir, 'suite-durations.json'), suiteDurations(files)),
  ]);
  if (!options.wholeRun) return { name: 'budget', passed: 1, failed: 0, note: 'partial run' };
  if (!BUDGET_ENFORCED && !verdict.held) {
    return {
      name: 'budget',
      passed: 1,
      failed: 0,
      note: 'broken, reported only (TEST_BUDGET_ENFORCE=0)',
    };
  }
  return {
    name: 'budget',
    passed: verdict.held ? 1 : 0,
    failed: verdict.held ? 0 : 1,
    note: verdict.held ? undefined : verdict.breaches.join('; '),
  };
}

function mean(values: number[]): number {
  return values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);
}

async function readSetups(file: string): Promise<SetupRecord[]> {
  const text = await readFile(file, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => {
      // A line cut short (a worker killed mid-write) is skipped, not a reason to lose the table.
      try {
        const parsed = setupRecord.safeParse(JSON.parse(line));
        return parsed.success ? [parsed.data] : [];
      } catch {
        return [];
      }
    });
}

/**
 * Each Jest suite's seconds, in the shape of infra/src/test-run/suite-durations.json, which the
 * slowest-first sequencer reads on a machine with no timings of its own (a fresh clone): copy this
 * run's over it when the suite has changed much.
 */
function suiteDurations(files: FileTiming[]): string {
  const jestFiles = files
    .filter((f) => f.runner === 'jest')
    .sort((a, b) => a.file.localeCompare(b.file))
    .map((f) => [f.file, Math.round(f.seconds * 10) / 10]);
  return `${JSON.stringify(Object.fromEntries(jestFiles), null, 2)}\n`;
}
