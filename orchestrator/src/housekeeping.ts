import { type Logger } from 'pino';
import { sweepReservations } from '@studio/api/domain/credits/reservation-sweeper';
import { type Database } from '@studio/api/domain/database';
import { type FileStore } from '@studio/api/domain/storage/file-store';
import { sweepOrphanFiles } from '@studio/api/domain/storage/stored-files';
import { forgetUnreferencedFiles } from '@studio/api/domain/storage/unreferenced-files';
import { EXECUTION_TIMEOUT_MS } from '@studio/workflows/task-queues';

const MINUTE = 60 * 1000;

/**
 * Periodic clean-up the worker runs beside its activities. Both sweeps are idempotent, so every
 * worker process may run them.
 * - Records of files nothing refers to any more (deleted content and products, uploads unused
 *   for a week, a finished run's intermediate images) are forgotten once no run can still need
 *   them; then bytes without a record (those, and rows that never committed) go after an hour.
 * - Credits still held for executions that ended without settling, or that outlived the
 *   workflow's execution timeout, are given back.
 */
export function startHousekeeping(deps: {
  db: Database;
  store: FileStore;
  logger: Logger;
}): () => void {
  const every = (ms: number, name: string, work: () => Promise<unknown[]>) => {
    const run = () =>
      work()
        .then(
          (done) => done.length > 0 && deps.logger.info({ count: done.length }, `${name}: done`),
        )
        .catch((err) => deps.logger.warn({ err }, `${name}: failed`));
    void run();
    return setInterval(run, ms).unref();
  };
  const timers = [
    every(60 * MINUTE, 'file sweep', async () => [
      ...(await forgetUnreferencedFiles(deps.db, {
        graceMs: EXECUTION_TIMEOUT_MS + 60 * MINUTE,
        uploadLifetimeMs: 7 * 24 * 60 * MINUTE,
      })),
      ...(await sweepOrphanFiles(deps.db, deps.store, 60 * MINUTE)),
    ]),
    every(10 * MINUTE, 'reservation sweep', () =>
      sweepReservations(deps.db, EXECUTION_TIMEOUT_MS + 30 * MINUTE),
    ),
  ];
  return () => timers.forEach(clearInterval);
}
