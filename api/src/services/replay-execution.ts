import { type Database } from '../domain/database';
import { DomainError } from '../domain/errors';
import { createReplay } from '../domain/executions/execution-records';
import { type Execution } from '../domain/models/execution';
import { type WorkflowVersion } from '../domain/models/workflow-version';
import { findSnap } from '../domain/snaps/snap-queries';
import { findVersion, findVersionOf } from '../domain/workflows/workflow-definitions';
import { type Orchestrator } from '../temporal/orchestrator';

/**
 * Runs a failed (or cancelled) execution again as a new execution linked to it (`replay_of`),
 * with the same inputs, on version `versionNumber` of its workflow (default: the version it ran).
 * A replayed demo stays free.
 */
export async function replayExecution(
  deps: { db: Database; orchestrator: Orchestrator },
  original: Execution,
  versionNumber?: number,
): Promise<{ replay: Execution; version: WorkflowVersion }> {
  // A test run is run again from the editor, on the draft as it is now.
  if (original.is_test || (original.status !== 'failed' && original.status !== 'cancelled')) {
    throw new DomainError('not_replayable');
  }
  const pinned = original.workflow_version_id
    ? await findVersion(deps.db, original.workflow_version_id)
    : undefined;
  const version =
    versionNumber && pinned
      ? await findVersionOf(deps.db, pinned.workflow_id, versionNumber)
      : pinned;
  if (!version)
    throw new DomainError('workflow_not_found', 'That workflow version does not exist.');
  const snap = await findSnap(deps.db, original.snap_id!);

  const replay = await createReplay(deps.db, original, {
    id: version.id,
    cost: original.is_demo ? 0 : version.cost,
  });
  await deps.orchestrator.startExecution({
    executionId: replay.id,
    userId: replay.user_id!,
    snapName: snap?.name ?? 'Content',
    graph: version.graph,
    inputs: replay.inputs,
    cost: replay.cost,
  });
  return { replay, version };
}
