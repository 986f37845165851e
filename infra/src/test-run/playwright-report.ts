import { z } from 'zod';

/** One test of Playwright's JSON report, flattened out of its nested suites. */
export interface PlaywrightTest {
  /** The spec file that was run (the report's top-level suite), relative to the spec folder. */
  specFile: string;
  title: string;
  /** expected, unexpected, flaky or skipped. */
  status: string;
  /** Each attempt's duration in ms (a retried test has several). */
  durations: number[];
}

// Only the fields read here; the report carries much more.
interface Suite {
  file?: string;
  specs?: {
    file?: string;
    title: string;
    tests: { status: string; results: { duration: number }[] }[];
  }[];
  suites?: Suite[];
}
const suite: z.ZodType<Suite> = z.lazy(() =>
  z.object({
    file: z.string().optional(),
    specs: z
      .array(
        z.object({
          file: z.string().optional(),
          title: z.string().default(''),
          tests: z.array(
            z.object({
              status: z.string().default('expected'),
              results: z.array(z.object({ duration: z.number() })).default([]),
            }),
          ),
        }),
      )
      .optional(),
    suites: z.array(suite).optional(),
  }),
) as z.ZodType<Suite>;
const report = z.object({ suites: z.array(suite) });

/**
 * Every test of a Playwright JSON report, each under the spec file that ran it: a support module
 * may declare tests for several specs, and those tests are the running spec's. Nothing for a
 * report that is missing or not one.
 */
export function playwrightTests(json: unknown): PlaywrightTest[] {
  const parsed = report.safeParse(json);
  if (!parsed.success) return [];
  const tests: PlaywrightTest[] = [];
  const visit = (node: Suite, specFile: string | undefined) => {
    for (const spec of node.specs ?? []) {
      for (const test of spec.tests) {
        tests.push({
          specFile: specFile ?? spec.file ?? '',
          title: spec.title,
          status: test.status,
          durations: test.results.map((result) => result.duration),
        });
      }
    }
    for (const child of node.suites ?? []) visit(child, specFile);
  };
  for (const top of parsed.data.suites) visit(top, top.file);
  return tests;
}
