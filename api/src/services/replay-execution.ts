import { type Logger } from 'pino';
import { type ReplayRequest } from '../contract/executions';
import { type AuditActor, recordAuditEvent } from '../domain/audit/audit-log';
import { type Database } from '../domain/database';
import { prepareReplay, type PreparedReplay } from '../domain/executions/prepare-replay';
import { type Execution } from '../domain/models/execution';
import { type Orchestrator } from '../temporal/orchestrator';
import { startRunGraph } from './start-execution';

/**
 * An operator runs a failed (or cancelled) execution again, as a new execution linked to it
 * (`replay_of`), free for the creator, and says why (prepareReplay says how). The replay row and
 * its audit entry are written together; if Temporal then cannot take the workflow, the row
 * records that error (503), so no replay is left looking queued.
 */
export async function replayExecution(
  deps: { db: Database; orchestrator: Orchestrator },
  original: Execution,
  request: ReplayRequest,
  actor: AuditActor,
  log: Logger,
): Promise<PreparedReplay> {
  const prepared = await deps.db.transaction(async (trx) => {
    const ready = await prepareReplay(trx, original, request);
    await recordAuditEvent(trx, actor, {
      action: 'execution.replay',
      target: { type: 'execution', id: original.id },
      reason: request.reason,
      details: {
        replayId: ready.replay.id,
        mode: request.mode,
        version: ready.version.version,
        reusedNodes: Object.keys(ready.run.reuse ?? {}),
      },
    });
    return ready;
  });
  await startRunGraph(deps, prepared.run, log);
  return prepared;
}
