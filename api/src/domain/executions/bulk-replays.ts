import { type BulkReplayProgress } from '@studio/workflows/contract/messages';
import type { RunGraphInput } from '@studio/workflows/run-graph';
import {
  type BulkPreview,
  type BulkReplayRequest,
  type BulkReplayView,
} from '../../contract/executions';
import { type AuditActor, recordAuditEvent } from '../audit/audit-log';
import { type Database } from '../database';
import { DomainError } from '../errors';
import { BulkReplay } from '../models/bulk-replay';
import { Execution } from '../models/execution';
import { type BulkSelection, bulkTargets } from './bulk-targets';
import { prepareReplay } from './prepare-replay';

type BulkReplayRow = {
  id: string;
  actor_id: string | null;
  actor_email: string;
  reason: string;
  mode: 'start' | 'failed-step';
  version: string;
  include_replayed: boolean;
  target_ids: string[];
  status: BulkReplayProgress['status'];
  started: number;
  succeeded: number;
  failed: number;
  skipped: number;
  created_at: Date;
  finished_at: Date | null;
};

/**
 * Starts recording an operator's bulk replay: the failed and cancelled runs of the selection
 * (test runs never; runs that already have a replay only when asked), fixed now, with the job's
 * audit entry in the same transaction. Over BULK_LIMIT runs is refused with the count.
 */
export async function createBulkReplay(
  db: Database,
  request: BulkReplayRequest,
  actor: AuditActor,
): Promise<{ jobId: string; count: number }> {
  const { ids, filter, mode, version, reason, includeReplayed } = request;
  const targets = await replayTargets(
    db,
    { ids, filter },
    includeReplayed ? 'any' : 'not-replayed',
  );
  return db.transaction(async (trx) => {
    const job = await BulkReplay.query(trx)
      .insert({
        actor_id: actor.id,
        actor_email: actor.email,
        reason,
        mode,
        version: String(version),
        include_replayed: includeReplayed,
        target_ids: targets,
      })
      .returning('id');
    await recordAuditEvent(trx, actor, {
      action: 'bulk-replay.start',
      target: { type: 'bulk-replay', id: job.id },
      reason,
      details: { count: targets.length, mode, version, includeReplayed, ...(filter && { filter }) },
    });
    return { jobId: job.id, count: targets.length };
  });
}

/**
 * The runs of a selection a bulk replay can take, oldest first: failed or cancelled, never a test
 * run; of those, the ones no replay was started for, the ones that have one, or either.
 */
export function replayTargets(
  db: Database,
  selection: BulkSelection,
  replayed: 'not-replayed' | 'replayed' | 'any',
): Promise<string[]> {
  return bulkTargets(db, selection, ['failed', 'cancelled'], (q) => {
    q.where('e.is_test', false);
    if (replayed === 'not-replayed') q.modify('notReplayed');
    if (replayed === 'replayed') q.modify('replayed');
  });
}

/** What a bulk action on a selection would take, for the operator to confirm first. */
export async function previewBulk(db: Database, selection: BulkSelection): Promise<BulkPreview> {
  const [notReplayed, replayed, unfinished] = await Promise.all([
    replayTargets(db, selection, 'not-replayed'),
    replayTargets(db, selection, 'replayed'),
    bulkTargets(db, selection, ['queued', 'running']),
  ]);
  return {
    replayable: notReplayed.length,
    alreadyReplayed: replayed.length,
    cancellable: unfinished.length,
  };
}

export async function findBulkReplay(
  db: Database,
  jobId: string,
): Promise<BulkReplayRow | undefined> {
  return BulkReplay.query(db).findById(jobId);
}

/** The job as the console shows it; `live` is the running workflow's own count, when it has one. */
export function toBulkReplayView(row: BulkReplayRow, live?: BulkReplayProgress): BulkReplayView {
  const counts = live ?? row;
  return {
    id: row.id,
    status: live?.status ?? row.status,
    mode: row.mode,
    version: row.version,
    reason: row.reason,
    actor: { id: row.actor_id, email: row.actor_email },
    total: row.target_ids.length,
    started: counts.started,
    succeeded: counts.succeeded,
    failed: counts.failed,
    skipped: counts.skipped,
    createdAt: row.created_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
  };
}

/** The job's runs from `offset`, at most `size`, and how many it has in all. */
export async function bulkReplayBatch(
  db: Database,
  jobId: string,
  offset: number,
  size: number,
): Promise<{ ids: string[]; total: number }> {
  const row = await BulkReplay.query(db)
    .findById(jobId)
    .select(
      db.raw('target_ids[? : ?] as ids', [offset + 1, offset + size]),
      db.raw('cardinality(target_ids) as total'),
    )
    .castTo<{ ids: string[] | null; total: number } | undefined>();
  if (!row) throw new DomainError('bulk_replay_not_found');
  return { ids: row.ids ?? [], total: row.total };
}

/**
 * Records the replay of one of the job's runs (once) and answers its workflow input, or why it is
 * skipped: replayed by someone else meanwhile (unless the job includes replayed runs), or no
 * longer replayable.
 */
export async function prepareBulkReplayItem(
  db: Database,
  jobId: string,
  originalId: string,
): Promise<{ kind: 'ready'; run: RunGraphInput } | { kind: 'skipped'; reason: string }> {
  const job = await findBulkReplay(db, jobId);
  const original = await Execution.query(db).findById(originalId);
  if (!job || !original) return { kind: 'skipped', reason: 'The run no longer exists.' };
  const otherReplay = await Execution.query(db)
    .where({ replay_of: originalId })
    .where((q) => q.whereNull('bulk_replay_id').orWhereNot('bulk_replay_id', jobId))
    .first();
  if (otherReplay && !job.include_replayed) {
    return { kind: 'skipped', reason: 'It was replayed meanwhile.' };
  }
  const version = /^\d+$/.test(job.version) ? Number(job.version) : job.version;
  try {
    const prepared = await prepareReplay(
      db,
      original,
      { mode: job.mode, version: version as 'pinned' | 'latest' | number },
      jobId,
    );
    return { kind: 'ready', run: prepared.run };
  } catch (error) {
    if (error instanceof DomainError) return { kind: 'skipped', reason: error.message };
    throw error;
  }
}

/** Stores the job's counts, and its end. */
export async function recordBulkReplayProgress(
  db: Database,
  jobId: string,
  progress: BulkReplayProgress,
  finished: boolean,
): Promise<void> {
  await BulkReplay.query(db)
    .findById(jobId)
    .patch({
      started: progress.started,
      succeeded: progress.succeeded,
      failed: progress.failed,
      skipped: progress.skipped,
      ...(finished && { status: progress.status, finished_at: db.fn.now() }),
    });
}

/** A job Temporal would not take: it ends failed at once. */
export async function markBulkReplayFailed(db: Database, jobId: string): Promise<void> {
  await BulkReplay.query(db).findById(jobId).patch({ status: 'failed', finished_at: db.fn.now() });
}
