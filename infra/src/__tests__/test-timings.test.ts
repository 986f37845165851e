import { StageClock } from '../test-run/stage-clock';
import { checkBudget, REFERENCE_PROBE_SECONDS, scaledBudget } from '../test-run/test-budget';
import { jestTimings, playwrightTimings, slowestFirst, withSetups } from '../test-run/test-timings';
import { slowestFilesTable } from '../test-run/timing-table';

const ROOT = '/repo';

const jestReport = {
  testResults: [
    {
      name: '/repo/api/src/__tests__/fast.test.ts',
      startTime: 1_000,
      endTime: 3_500,
      assertionResults: [{}, {}],
    },
    {
      name: '/repo/infra/src/__tests__/cluster.test.ts',
      startTime: 2_000,
      endTime: 152_000,
      assertionResults: [{}],
    },
  ],
};

const playwrightReport = {
  suites: [
    {
      file: 'runs.spec.ts',
      specs: [],
      suites: [
        {
          specs: [
            { file: 'runs.spec.ts', tests: [{ results: [{ duration: 4_000 }] }] },
            // A retried test: both attempts took time.
            {
              file: 'runs.spec.ts',
              tests: [{ results: [{ duration: 3_000 }, { duration: 2_000 }] }],
            },
          ],
        },
      ],
    },
    {
      // Tests a support module declared for this spec: they are this spec's time.
      file: 'pages.spec.ts',
      suites: [
        {
          specs: [
            { file: 'support/pages.ts', tests: [{ results: [{ duration: 1_500 }] }] },
            { file: 'support/pages.ts', tests: [{ results: [{ duration: 2_500 }] }] },
          ],
        },
      ],
    },
  ],
};

describe("npm test's timings", () => {
  it("reads each Jest suite's wall time and test count from Jest's JSON report", () => {
    expect(jestTimings(jestReport, ROOT)).toEqual([
      {
        runner: 'jest',
        file: 'api/src/__tests__/fast.test.ts',
        seconds: 2.5,
        tests: 2,
        setups: {},
      },
      {
        runner: 'jest',
        file: 'infra/src/__tests__/cluster.test.ts',
        seconds: 150,
        tests: 1,
        setups: {},
      },
    ]);
  });

  it("adds up a Playwright spec file's tests, nested suites and retries included", () => {
    expect(playwrightTimings(playwrightReport, 'ui/e2e')).toEqual([
      { runner: 'playwright', file: 'ui/e2e/runs.spec.ts', seconds: 9, tests: 2, setups: {} },
      { runner: 'playwright', file: 'ui/e2e/pages.spec.ts', seconds: 4, tests: 2, setups: {} },
    ]);
  });

  it('answers no timings for a report that is missing or not a report', () => {
    expect(jestTimings(undefined, ROOT)).toEqual([]);
    expect(playwrightTimings({ suites: 'no' }, 'ui/e2e')).toEqual([]);
  });

  it('puts each set-up down to the file that paid for it, by kind', () => {
    const files = withSetups(
      jestTimings(jestReport, ROOT),
      [
        { file: '/repo/infra/src/__tests__/cluster.test.ts', kind: 'a database', ms: 300 },
        { file: '/repo/infra/src/__tests__/cluster.test.ts', kind: 'a database', ms: 200 },
        { file: '/repo/infra/src/__tests__/cluster.test.ts', kind: 'a cluster', ms: 9_000 },
        { file: '/repo/elsewhere.test.ts', kind: 'a database', ms: 1 },
      ],
      ROOT,
    );
    expect(files[1]!.setups).toEqual({
      'a database': { count: 2, seconds: 0.5 },
      'a cluster': { count: 1, seconds: 9 },
    });
    expect(files[0]!.setups).toEqual({});
    const table = slowestFilesTable(files);
    expect(table.split('\n')[2]).toContain('infra/src/__tests__/cluster.test.ts');
    expect(table).toContain('a cluster ×1 9.0 s, a database ×2 0.5 s');
  });

  it('orders the slowest file first', () => {
    expect(slowestFirst(jestTimings(jestReport, ROOT)).map((f) => f.seconds)).toEqual([150, 2.5]);
  });
});

describe("npm test's budget", () => {
  const files = jestTimings(jestReport, ROOT);

  it('holds when every file and the whole run are within it', () => {
    expect(checkBudget(files, 600, { fileSeconds: 200, totalSeconds: 1_500 })).toEqual({
      held: true,
      breaches: [],
    });
  });

  it('names the file that takes too long', () => {
    const verdict = checkBudget(files, 600, { fileSeconds: 90, totalSeconds: 1_500 });
    expect(verdict.held).toBe(false);
    expect(verdict.breaches).toEqual([
      'infra/src/__tests__/cluster.test.ts took 150 s (a file may take 90 s)',
    ]);
  });

  it('names the run that takes too long, with its slowest files', () => {
    const verdict = checkBudget(files, 1_600, { fileSeconds: 200, totalSeconds: 1_500 });
    expect(verdict.breaches).toEqual([
      'npm test took 26.7 min (the run may take 25.0 min); slowest: infra/src/__tests__/cluster.test.ts 150 s, api/src/__tests__/fast.test.ts 3 s',
    ]);
  });
});

describe("npm test's budget on a slower or faster machine", () => {
  const budget = { fileSeconds: 90, totalSeconds: 1_500 };

  it('stretches by how much slower than the reference the probe ran', () => {
    expect(scaledBudget(REFERENCE_PROBE_SECONDS * 1.5, budget)).toEqual({
      factor: 1.5,
      fileSeconds: 135,
      totalSeconds: 2_250,
    });
  });

  it('never tightens on a faster machine, so the probe can only forgive a run', () => {
    expect(scaledBudget(REFERENCE_PROBE_SECONDS / 2, budget)).toEqual({ factor: 1, ...budget });
  });

  it('holds a file to the stretched budget: 120 s passes at ×1.5 and fails at ×1', () => {
    const files = [
      { runner: 'jest' as const, file: 'a.test.ts', tests: 1, seconds: 120, setups: {} },
    ];
    expect(checkBudget(files, 600, scaledBudget(REFERENCE_PROBE_SECONDS * 1.5, budget)).held).toBe(
      true,
    );
    expect(checkBudget(files, 600, scaledBudget(REFERENCE_PROBE_SECONDS, budget)).held).toBe(false);
  });
});

describe("npm test's stage clock", () => {
  it('starts when the command was typed, the install its first stage', async () => {
    const clock = StageClock.sinceBootstrap({
      SNAPSHOT_STUDIO_STARTED_AT: String(Date.now() - 60_000),
      SNAPSHOT_STUDIO_INSTALL_MS: '45000',
    });
    await clock.time('lint', async () => {});
    expect(clock.stages[0]).toEqual({ name: 'install dependencies', startSeconds: 0, seconds: 45 });
    expect(clock.stages[1]!.name).toBe('lint');
    expect(clock.stages[1]!.startSeconds).toBeGreaterThanOrEqual(60);
    expect(clock.elapsedSeconds()).toBeGreaterThanOrEqual(60);
  });

  it('starts now, with no install stage, when run without the bootstrap', () => {
    const clock = StageClock.sinceBootstrap({});
    expect(clock.stages).toEqual([]);
    expect(clock.elapsedSeconds()).toBeLessThan(60);
  });
});
