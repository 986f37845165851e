import { setTimeout as sleep } from 'node:timers/promises';
import { isDatabaseUnavailable } from '@studio/api/domain/database-errors';

/**
 * How long an activity's database step waits for the database to come back: a restart or a
 * failover takes seconds; an outage longer than this fails the attempt as it would have at once.
 * Well inside the node activities' two-minute start-to-close timeout.
 */
export const DATABASE_PATIENCE_MS = 60_000;
/** How often the step is tried again meanwhile: an unreachable server refuses at once. */
const RETRY_EVERY_MS = 500;

/**
 * Runs an idempotent database step of an activity and, while the database cannot be reached
 * (down, restarting, no connection in time), runs it again every half second for up to
 * `patienceMs`. A node's own retries are few (three for image work, a few seconds apart), meant
 * for faults of the node: spent on a ten-second database restart they failed runs whose image
 * work was done and only its file row was left to write (found by `npm run chaos --
 * postgres-outage`). Any other error, an outage that outlasts the patience, or `signal` (the
 * activity's cancellation) ends the wait with that error.
 */
export async function outlastDatabaseOutage<T>(
  step: () => Promise<T>,
  signal?: AbortSignal,
  patienceMs = DATABASE_PATIENCE_MS,
): Promise<T> {
  const deadline = Date.now() + patienceMs;
  for (;;) {
    try {
      return await step();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() >= deadline || signal?.aborted) throw error;
      await sleep(RETRY_EVERY_MS, undefined, { signal }).catch(() => {
        throw error;
      });
    }
  }
}
