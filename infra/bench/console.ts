/**
 * Benchmark: the executions console's heaviest screens, in Debian's Chromium (ui/bench/console-bench.tsx):
 *  - the run comparison of two 200-step runs (from the render until its first page of steps is
 *    drawn: the screen draws 25, then more when asked),
 *  - the run page's Temporal history opened on 1,000 events (from the click until its first page
 *    of events is drawn: 50, then more when asked; the find box searches all of them),
 * each against a plain React table of the rows drawn as the baseline, ROUNDS page loads apiece.
 * Goal (issue 36): p95 ≤ 100 ms to interactive. Run: npm run bench -- console.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { type BenchFigure, percentiles } from './bench-report';
import { launchChromium, serveStatic, viteBuild } from './ui-build';

// BENCH_ROUNDS=5 for a quick look; p95 needs twenty loads.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const GOAL_MS = 100;

type Probe = { __start?: number; __ready?: number };

/** One load of a case: milliseconds from its start to its first page of rows drawn. */
async function once(page: Page, url: string, opensHistory: boolean): Promise<number> {
  await page.goto(url);
  if (opensHistory) await page.getByRole('button', { name: 'Show the history' }).click();
  await page.waitForFunction(() => (globalThis as unknown as Probe).__ready, null, {
    timeout: 60_000,
  });
  return page.evaluate(() => {
    const probe = globalThis as unknown as Probe;
    return probe.__ready! - probe.__start!;
  });
}

export async function run(): Promise<BenchFigure[]> {
  const out = await mkdtemp(path.join(os.tmpdir(), 'console-bench-'));
  try {
    console.log('▸ Building the benchmark pages…');
    viteBuild(['--config', 'bench/vite.config.ts', '--outDir', out]);
    const { server, address } = await serveStatic(out);
    const browser = await launchChromium();
    const times: Record<string, number[]> = {};
    const cases = ['comparison', 'bare-comparison', 'history', 'bare-history'];
    try {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      for (let round = 0; round < ROUNDS; round++) {
        // Interleaved, so a slow moment of the machine falls on every case alike.
        for (const name of cases) {
          (times[name] ??= []).push(
            await once(page, `${address}/bench/console.html?case=${name}`, name === 'history'),
          );
        }
      }
      await context.close();
    } finally {
      await browser.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }

    const figures: BenchFigure[] = [];
    console.log(
      `\nConsole screens, ${ROUNDS} loads each (ms from start to the first page of rows drawn):`,
    );
    console.log('                                  median      p95   bare p95   ratio');
    for (const [name, measure] of [
      ['comparison', 'run comparison of two 200-step runs, to interactive'],
      ['history', '1,000-event Temporal history opened, to interactive'],
    ] as const) {
      const screen = percentiles(times[name]!);
      const bare = percentiles(times[`bare-${name}`]!);
      console.log(
        `${name.padEnd(32)}${screen.median.toFixed(1).padStart(8)} ${screen.p95.toFixed(1).padStart(8)} ${bare.p95.toFixed(1).padStart(10)} ${(screen.p95 / bare.p95).toFixed(2).padStart(7)}×`,
      );
      figures.push({
        benchmark: 'console',
        measure: `${measure}, p95`,
        value: `${screen.p95.toFixed(0)} ms`,
        baseline: `plain React table, ${bare.p95.toFixed(0)} ms`,
        ratio: screen.p95 / bare.p95,
        goal: `≤ ${GOAL_MS} ms`,
        met: screen.p95 <= GOAL_MS,
      });
    }
    return figures;
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}
