import { type FileTiming, slowestFirst } from './test-timings';

export interface Budget {
  /** One Jest suite or one Playwright spec file. */
  fileSeconds: number;
  /** The whole `npm test`, provisioning included. */
  totalSeconds: number;
}

/**
 * What `npm test` may take on the reference machine (issue 32): a slow addition fails the run the
 * day it is made, naming itself, instead of the suite creeping towards CI's limit. On a slower
 * day the budget stretches by the machine-speed probe's ratio (`scaledBudget`).
 *
 * The whole run's limit was 25 minutes when the suite took 22 to 25; with the editor's and the
 * console's features since, a fresh clone takes 29 to 33 minutes on the reference machine
 * (2026-11-29), so the limit is 35: it still fails the run that creeps, and issue 32's goal of
 * 20 minutes stays open as work on the suite, not as a limit every run breaks.
 */
export const TEST_BUDGET: Budget = {
  fileSeconds: 90,
  totalSeconds: 35 * 60,
};

/**
 * The probe's seconds (`probeMachineSpeed`) on the reference machine: a quiet 2-core machine of
 * CI's kind, measured on 2026-11-29 (best of nine rounds, six processes: 0.221–0.273 s).
 */
export const REFERENCE_PROBE_SECONDS = 0.24;

/**
 * The budget on a machine whose probe took `probeSeconds`: stretched by how much slower than the
 * reference it ran, never tightened (a faster machine is held to the reference's budget, so the
 * probe's own noise can only forgive, never fail, a run).
 */
export function scaledBudget(
  probeSeconds: number,
  budget: Budget = TEST_BUDGET,
): Budget & { factor: number } {
  const factor = Math.max(1, probeSeconds / REFERENCE_PROBE_SECONDS);
  return {
    factor,
    fileSeconds: Math.round(budget.fileSeconds * factor),
    totalSeconds: Math.round(budget.totalSeconds * factor),
  };
}

export interface BudgetVerdict {
  held: boolean;
  /** One line a breach, naming the files or the stage that broke it. */
  breaches: string[];
}

export function checkBudget(
  files: FileTiming[],
  totalSeconds: number,
  budget: Budget = TEST_BUDGET,
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
      `npm test took ${(totalSeconds / 60).toFixed(1)} min (the run may take ${(budget.totalSeconds / 60).toFixed(1)} min); slowest: ${slowest}`,
    );
  }
  return { held: breaches.length === 0, breaches };
}
