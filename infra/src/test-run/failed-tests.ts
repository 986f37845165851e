import { stripVTControlCharacters } from 'node:util';
import path from 'node:path';
import { z } from 'zod';

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

interface PlaywrightSuite {
  file?: string;
  specs?: { title: string; tests: { status: string }[] }[];
  suites?: PlaywrightSuite[];
}
const playwrightSuite: z.ZodType<PlaywrightSuite> = z.lazy(() =>
  z.object({
    file: z.string().optional(),
    specs: z
      .array(z.object({ title: z.string(), tests: z.array(z.object({ status: z.string() })) }))
      .optional(),
    suites: z.array(playwrightSuite).optional(),
  }),
);
const playwrightReport = z.object({ suites: z.array(playwrightSuite) });

/** Playwright tests that failed, or passed only on a retry (flaky), under their spec file. */
export function playwrightFailures(report: unknown, specDir: string): FailedTest[] {
  const parsed = playwrightReport.safeParse(report);
  if (!parsed.success) return [];
  const lines: FailedTest[] = [];
  const visit = (suite: PlaywrightSuite, specFile: string) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === 'unexpected' || test.status === 'flaky')
          lines.push(`${path.join(specDir, specFile)} › ${spec.title}: ${test.status}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child, specFile);
  };
  for (const suite of parsed.data.suites) visit(suite, suite.file ?? '');
  return lines;
}
