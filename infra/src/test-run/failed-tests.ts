import { stripVTControlCharacters } from 'node:util';
import path from 'node:path';
import { z } from 'zod';
import { playwrightTests } from './playwright-report';

/**
 * Which tests failed, one line each (`file › test: first line of its error`), for the end of
 * `npm test`'s output: CI keeps only the output's tail, where the runners' own failure reports
 * have long scrolled away under the timing table.
 */
export type FailedTest = string;

const jestReport = z.object({
  testResults: z.array(
    z.object({
      name: z.string(),
      status: z.string(),
      message: z.string().default(''),
      assertionResults: z.array(
        z.object({
          fullName: z.string(),
          status: z.string(),
          failureMessages: z.array(z.string()).default([]),
        }),
      ),
    }),
  ),
});

/** The first line that says something, without the colours Jest's messages carry. */
function firstLine(text: string): string {
  const plain = stripVTControlCharacters(text);
  const line = plain
    .split('\n')
    .map((l) => l.trim())
    .find((l) => l && !l.startsWith('●'));
  return (line ?? '').slice(0, 200);
}

/** Failed Jest tests; a suite that failed to run (its set-up threw) is one line of its own. */
export function jestFailures(report: unknown, repoRoot: string): FailedTest[] {
  const parsed = jestReport.safeParse(report);
  if (!parsed.success) return [];
  return parsed.data.testResults
    .filter((suite) => suite.status === 'failed')
    .flatMap((suite) => {
      const file = path.relative(repoRoot, suite.name);
      const failed = suite.assertionResults.filter((t) => t.status === 'failed');
      if (failed.length === 0) return [`${file}: ${firstLine(suite.message)}`];
      return failed.map((t) => `${file} › ${t.fullName}: ${firstLine(t.failureMessages[0] ?? '')}`);
    });
}

/** Playwright tests that failed, or passed only on a retry (flaky), under their spec file. */
export function playwrightFailures(report: unknown, specDir: string): FailedTest[] {
  return playwrightTests(report)
    .filter((test) => test.status === 'unexpected' || test.status === 'flaky')
    .map((test) => `${path.join(specDir, test.specFile)} › ${test.title}: ${test.status}`);
}
