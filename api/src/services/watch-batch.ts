import { type BatchView } from '../contract/batches';
import { type BatchRecord, findOwnBatch } from '../domain/batches/batch-records';
import { batchRunIds } from '../domain/batches/batch-steps';
import { batchView } from '../domain/batches/batch-view';
import { type Database } from '../domain/database';
import { executionChanges } from '../domain/executions/execution-changes';
import { type Orchestrator } from '../temporal/orchestrator';

/**
 * How long a watcher waits without news before looking anyway: notifications lost while the
 * LISTEN connection was being re-established must not leave a page stale for long.
 */
export const BATCH_LOOK_ANYWAY_MS = 5_000;

/**
 * The batch's view now and again each time it changes, until the batch has ended (the last view
 * given) or `signal` aborts. It looks again when one of its runs changes (Postgres notifies each
 * change of a run's status, as the console's live list hears it) and when Temporal says the
 * batch's workflow has ended (its end is recorded just before), not on a timer.
 */
export async function* watchBatch(
  deps: { db: Database; orchestrator: Orchestrator },
  batch: BatchRecord,
  signal: AbortSignal,
): AsyncGenerator<BatchView> {
  let news: boolean;
  let wake = () => {};
  const nudge = () => {
    news = true;
    wake();
  };
  const runs = new Set(await batchRunIds(deps.db, batch.id));
  const changes = executionChanges(deps.db);
  const unsubscribe = changes.subscribe((ids) => {
    if (ids.some((id) => runs.has(id))) nudge();
  });
  signal.addEventListener('abort', nudge, { once: true });
  if (batch.status === 'running') {
    void deps.orchestrator.waitForBatchEnd(batch.id, signal).then(nudge);
  }
  try {
    await changes.ready();
    let current = batch;
    let last = '';
    while (!signal.aborted) {
      news = false;
      const view = await batchView(deps.db, current);
      const json = JSON.stringify(view);
      if (json !== last) {
        last = json;
        yield view;
      }
      if (view.status !== 'running') return;
      if (!news) {
        let timer: NodeJS.Timeout | undefined;
        await new Promise<void>((resolve) => {
          wake = resolve;
          timer = setTimeout(resolve, BATCH_LOOK_ANYWAY_MS);
        });
        clearTimeout(timer);
      }
      current = (await findOwnBatch(deps.db, batch.user_id, batch.id)) ?? current;
    }
  } finally {
    unsubscribe();
    signal.removeEventListener('abort', nudge);
  }
}
