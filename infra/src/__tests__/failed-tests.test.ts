import { jestFailures, playwrightFailures } from '../test-run/failed-tests';

describe("the failed tests named at the end of npm test's output", () => {
  it('names each failed Jest test with the first line of its error, and a suite that failed to run', () => {
    const report = {
      testResults: [
        {
          name: '/repo/api/src/__tests__/fine.test.ts',
          status: 'passed',
          message: '',
          assertionResults: [{ fullName: 'works', status: 'passed', failureMessages: [] }],
        },
        {
          name: '/repo/infra/src/__tests__/cluster.test.ts',
          status: 'failed',
          message: '● the cluster › finishes every snap\n\n  POST answered 502',
          assertionResults: [
            { fullName: 'the cluster shares sessions', status: 'passed', failureMessages: [] },
            {
              fullName: 'the cluster finishes every snap',
              status: 'failed',
              failureMessages: [
                '\u001b[31mError: POST /api/snaps/execute answered 502\u001b[39m\n  at x',
              ],
            },
          ],
        },
        {
          name: '/repo/infra/src/__tests__/chaos.test.ts',
          status: 'failed',
          message: '  ● Test suite failed to run\n\n    image-worker-2 exited (1)\n    more',
          assertionResults: [],
        },
      ],
    };
    expect(jestFailures(report, '/repo')).toEqual([
      'infra/src/__tests__/cluster.test.ts › the cluster finishes every snap: Error: POST /api/snaps/execute answered 502',
      'infra/src/__tests__/chaos.test.ts: image-worker-2 exited (1)',
    ]);
  });

  it('names failed and flaky Playwright tests under the spec file that ran them', () => {
    const report = {
      suites: [
        {
          file: 'runs.spec.ts',
          suites: [
            {
              specs: [
                { title: 'runs a snap', tests: [{ status: 'expected' }] },
                { title: 'cancels a run', tests: [{ status: 'unexpected' }] },
                { title: 'replays a run', tests: [{ status: 'flaky' }] },
              ],
            },
          ],
        },
      ],
    };
    expect(playwrightFailures(report, 'ui/e2e')).toEqual([
      'ui/e2e/runs.spec.ts › cancels a run: unexpected',
      'ui/e2e/runs.spec.ts › replays a run: flaky',
    ]);
  });

  it('names nothing when a report is missing or not what it should be', () => {
    expect(jestFailures(undefined, '/repo')).toEqual([]);
    expect(playwrightFailures({ suites: 'no' }, 'ui/e2e')).toEqual([]);
  });
});
