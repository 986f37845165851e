import { proxyActivities } from '@temporalio/workflow';
import { type HousekeepingActivities } from './activities';

/*
 * The deployment's periodic clean-up. Each workflow is started by its Temporal Schedule (the
 * worker creates them at start, see orchestrator/src/housekeeping-schedules.ts), so a sweep runs
 * once per interval however many workers there are, and shows in Temporal's UI with its result.
 * The activities run on the base queue beside the other database activities.
 */
const housekeeping = proxyActivities<HousekeepingActivities>({
  // A sweep goes through every stale row of a table: minutes at worst, never hours.
  startToCloseTimeout: '10 minutes',
  // The next scheduled run sweeps again anyway; a few attempts cover a database hiccup.
  retry: { initialInterval: '10 seconds', backoffCoefficient: 2, maximumAttempts: 3 },
});

/** Forgets unreferenced files and deletes the bytes of forgotten ones (hourly). */
export async function fileSweep(): Promise<{ forgotten: number; deleted: number }> {
  return housekeeping.sweepFiles();
}

/** Gives back credits held for executions that will never settle them (every ten minutes). */
export async function reservationSweep(): Promise<{ settled: number }> {
  return housekeeping.sweepReservations();
}

/**
 * Deletes Error Logs entries past their retention (hourly). A workflow of its own rather than a
 * step added to the file sweep: the sweeps' recorded histories replay unchanged, and one sweep
 * failing never holds back the other.
 */
export async function errorLogPrune(): Promise<{ occurrences: number; groups: number }> {
  return housekeeping.pruneErrorLogs();
}

/**
 * Makes the database agree with Temporal about every run that is unfinished in it or ended and
 * not yet checked (every five minutes): one truth about every run (issue 34).
 */
export async function reconciler(): Promise<{
  checked: number;
  repaired: number;
  timesAligned: number;
}> {
  return housekeeping.reconcileRuns();
}
