import { type FileTiming, slowestFirst } from './test-timings';

/**
 * What `npm test` may take on the 2-core machine CI runs on (issue 32): a slow addition fails
 * the run the day it is made, naming itself, instead of the suite creeping towards CI's limit.
 */
export const TEST_BUDGET = {
  /** One Jest suite or one Playwright spec file. */
  fileSeconds: 90,
  /** The whole `npm test`, provisioning included. */
  totalSeconds: 25 * 60,
} as const;

export interface BudgetVerdict {
  held: boolean;
  /** One line a breach, naming the files or the stage that broke it. */
  breaches: string[];
}

export function checkBudget(
  files: FileTiming[],
  totalSeconds: number,
  budget: { fileSeconds: number; totalSeconds: number } = TEST_BUDGET,
): BudgetVerdict {
  const breaches: string[] = [];
  for (const file of slowestFirst(files)) {
    if (file.seconds <= budget.fileSeconds) break;
    breaches.push(
      `${file.file} took ${file.seconds.toFixed(0)} s (a file may take ${budget.fileSeconds} s)`,
    );
  }
  if (totalSeconds > budget.totalSeconds) {
    const slowest = slowestFirst(files)
      .slice(0, 3)
      .map((f) => `${f.file} ${f.seconds.toFixed(0)} s`)
      .join(', ');
    breaches.push(
      `npm test took ${(totalSeconds / 60).toFixed(1)} min (the run may take ${budget.totalSeconds / 60} min); slowest: ${slowest}`,
    );
  }
  return { held: breaches.length === 0, breaches };
}
