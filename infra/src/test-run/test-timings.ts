import path from 'node:path';
import { z } from 'zod';
import { playwrightTests } from './playwright-report';

/** One test file's time: a Jest suite, or a Playwright spec file's tests added up. */
export interface FileTiming {
  runner: 'jest' | 'playwright';
  /** Relative to the repository. */
  file: string;
  seconds: number;
  tests: number;
  /** The set-ups the file paid for (databases, workers, stacks, model loads), by kind. */
  setups: Record<string, { count: number; seconds: number }>;
}

// Only the fields read here; both reports carry much more.
const jestReport = z.object({
  testResults: z.array(
    z.object({
      name: z.string(),
      startTime: z.number(),
      endTime: z.number(),
      assertionResults: z.array(z.unknown()),
    }),
  ),
});

/** Each Jest suite's wall time (its start to its end in its worker), from `jest --json`. */
export function jestTimings(report: unknown, repoRoot: string): FileTiming[] {
  const parsed = jestReport.safeParse(report);
  if (!parsed.success) return [];
  return parsed.data.testResults.map((suite) => ({
    runner: 'jest',
    file: path.relative(repoRoot, suite.name),
    seconds: (suite.endTime - suite.startTime) / 1000,
    tests: suite.assertionResults.length,
    setups: {},
  }));
}

/**
 * Each Playwright spec file's time: its tests' durations added up (the tests of one file run one
 * after another in one worker, `fullyParallel: false`), from the JSON reporter, each test counted
 * for the spec file that ran it (playwright-report.ts).
 */
export function playwrightTimings(report: unknown, specDir: string): FileTiming[] {
  const byFile = new Map<string, FileTiming>();
  for (const test of playwrightTests(report)) {
    const file = path.join(specDir, test.specFile);
    const timing = byFile.get(file) ?? {
      runner: 'playwright' as const,
      file,
      seconds: 0,
      tests: 0,
      setups: {},
    };
    timing.tests += 1;
    timing.seconds += test.durations.reduce((sum, ms) => sum + ms, 0) / 1000;
    byFile.set(file, timing);
  }
  return [...byFile.values()];
}

/** One line of the set-up log the Jest environment writes: a set-up one test file paid for. */
export const setupRecord = z.object({
  file: z.string(),
  kind: z.string(),
  ms: z.number(),
});
export type SetupRecord = z.infer<typeof setupRecord>;

/** Adds the set-up log's records to the files that paid for them. */
export function withSetups(
  timings: FileTiming[],
  records: SetupRecord[],
  repoRoot: string,
): FileTiming[] {
  const byFile = new Map(timings.map((t) => [t.file, t]));
  for (const record of records) {
    const timing = byFile.get(path.relative(repoRoot, record.file));
    if (!timing) continue;
    const kind = (timing.setups[record.kind] ??= { count: 0, seconds: 0 });
    kind.count += 1;
    kind.seconds += record.ms / 1000;
  }
  return timings;
}

/** The slowest files first. */
export function slowestFirst(timings: FileTiming[]): FileTiming[] {
  return [...timings].sort((a, b) => b.seconds - a.seconds);
}
