import { Client, Connection, WorkflowNotFoundError } from '@temporalio/client';
import { type Database } from '@studio/api/domain/database';
import {
  reconcileExecution,
  temporalRunView,
  temporalWord,
} from '@studio/api/domain/executions/reconcile-execution';
import { executionWorkflowId } from '@studio/workflows/contract/workflow-ids';
import { type ChaosReport } from './chaos-report';

/** The workflow status each ended row's status means (the reconciler ends runs the same way). */
const TEMPORAL_FOR: Record<string, string[]> = {
  succeeded: ['COMPLETED'],
  cancelled: ['CANCELLED'],
  failed: ['FAILED', 'TERMINATED', 'TIMED_OUT'],
};

/** A run's workflow closes a moment after its row records the end; after a worker's death, later. */
const CLOSE_WITHIN_MS = 120_000;

/**
 * Temporal's description of a run's workflow once it has closed (or as it stands after
 * CLOSE_WITHIN_MS); undefined when Temporal has no such workflow.
 */
async function closedDescription(client: Client, id: string) {
  const handle = client.workflow.getHandle(executionWorkflowId(id));
  const deadline = Date.now() + CLOSE_WITHIN_MS;
  for (;;) {
    const description = await handle.describe().catch((error: unknown) => {
      if (error instanceof WorkflowNotFoundError) return undefined;
      throw error;
    });
    if (description?.status.name !== 'RUNNING' || Date.now() > deadline) return description;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The promise every chaos scenario keeps about Temporal (issue 34), checked with the reconciler's
 * own code once the load is over: for every run, Temporal's description of its workflow and the
 * row agree (a row Cancelled is Cancelled there, and so on; a run Temporal never heard of is one
 * whose start was refused, ended in the row), no activity is left pending, no step shows Running,
 * and a reconciler pass over the runs repairs nothing.
 */
export async function temporalAgreement(
  db: Database,
  temporalAddress: string,
  ids: string[],
): Promise<ChaosReport['promises'][number]> {
  const connection = await Connection.connect({ address: temporalAddress });
  const client = new Client({ connection });
  const disagreements: string[] = [];
  let pending = 0;
  let repairs = 0;
  try {
    for (const id of ids) {
      const description = await closedDescription(client, id);
      const view = temporalRunView(description);
      pending += description?.raw.pendingActivities?.length ?? 0;
      const row = await db('executions').where({ id }).first('status', 'node_states');
      const word = temporalWord(view);
      const agrees =
        view.state === 'missing'
          ? row.status === 'failed' || row.status === 'cancelled'
          : view.state === 'closed' && (TEMPORAL_FOR[row.status] ?? []).includes(word);
      const running = Object.values(row.node_states ?? {}).some(
        (state) => (state as { status: string }).status === 'running',
      );
      if (!agrees || running) {
        disagreements.push(
          `${id}: ${row.status}${running ? ' with a step Running' : ''} here, ${word} in Temporal`,
        );
      }
      repairs += (await reconcileExecution(db, id, view)).repairs.length;
    }
  } finally {
    await connection.close();
  }
  return {
    promise:
      'the database and Temporal agree on every run; no activity pending, no step Running, nothing for the reconciler',
    held: disagreements.length === 0 && pending === 0 && repairs === 0,
    detail: [
      ...disagreements.slice(0, 3),
      `${pending} pending activities, ${repairs} repairs`,
    ].join('; '),
  };
}
