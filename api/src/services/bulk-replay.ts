import { type Logger } from 'pino';
import { type BulkReplayRequest, type BulkReplayView } from '../contract/executions';
import { type AuditActor, recordAuditEvent } from '../domain/audit/audit-log';
import { type Database } from '../domain/database';
import { DomainError } from '../domain/errors';
import {
  createBulkReplay,
  markBulkReplayFailed,
  findBulkReplay,
  toBulkReplayView,
} from '../domain/executions/bulk-replays';
import { isUuid } from '../domain/ids';
import { type Orchestrator } from '../temporal/orchestrator';

type Deps = { db: Database; orchestrator: Orchestrator };

/**
 * An operator replays many runs at once: the job is recorded with its runs and its audit entry,
 * then its `bulkReplay` workflow is started. If Temporal cannot take it, the job is marked failed
 * and the caller gets 503; nothing was replayed.
 */
export async function startBulkReplay(
  deps: Deps,
  request: BulkReplayRequest,
  actor: AuditActor,
  log: Logger,
): Promise<{ jobId: string; count: number }> {
  const job = await createBulkReplay(deps.db, request, actor);
  try {
    await deps.orchestrator.startBulkReplay(job.jobId);
  } catch (error) {
    log.error({ err: error, jobId: job.jobId }, 'could not start the bulk replay');
    await markBulkReplayFailed(deps.db, job.jobId);
    throw new DomainError('orchestrator_unavailable');
  }
  return job;
}

/** A bulk replay as it stands: the running workflow's own counts, else the stored ones. */
export async function bulkReplayView(deps: Deps, jobId: string): Promise<BulkReplayView> {
  const job = isUuid(jobId) ? await findBulkReplay(deps.db, jobId) : undefined;
  if (!job) throw new DomainError('bulk_replay_not_found');
  const live =
    job.status === 'running' ? await deps.orchestrator.bulkReplayProgress(jobId) : undefined;
  return toBulkReplayView(job, live);
}

/** Stops a running bulk replay starting more replays, with the operator's reason. */
export async function cancelBulkReplay(
  deps: Deps,
  jobId: string,
  byOperator: { actor: AuditActor; reason: string },
): Promise<void> {
  const job = isUuid(jobId) ? await findBulkReplay(deps.db, jobId) : undefined;
  if (!job) throw new DomainError('bulk_replay_not_found');
  if (job.status !== 'running') throw new DomainError('bulk_replay_finished');
  await deps.db.transaction(async (trx) => {
    await recordAuditEvent(trx, byOperator.actor, {
      action: 'bulk-replay.cancel',
      target: { type: 'bulk-replay', id: jobId },
      reason: byOperator.reason,
    });
    await deps.orchestrator.cancelBulkReplay(jobId);
  });
}
