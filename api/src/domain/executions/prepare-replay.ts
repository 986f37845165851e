import { type WorkflowGraph } from '@studio/workflows/graph/graph';
import { nodeType } from '@studio/workflows/graph/node-catalogue';
import { type NodeOutputs, outputFileKeys } from '@studio/workflows/graph/node-values';
import { withSocialFormats } from '@studio/workflows/graph/with-social-formats';
import { withOutputChoice } from '@studio/workflows/graph/with-output-choice';
import type { RunGraphInput } from '@studio/workflows/run-graph';
import { type ReplayRequest } from '../../contract/executions';
import { type Database } from '../database';
import { DomainError } from '../errors';
import { Execution } from '../models/execution';
import { type WorkflowVersion } from '../models/workflow-version';
import { findSnap } from '../snaps/snap-queries';
import { findVersion, findVersionOf } from '../workflows/workflow-definitions';
import { createReplay, type NodeStateRecord } from './execution-records';
import { StoredFile } from '../models/stored-file';

export type PreparedReplay = { replay: Execution; version: WorkflowVersion; run: RunGraphInput };

/**
 * Records the replay of a failed (or cancelled) run, ready to start, and answers the workflow
 * input that runs it: the same inputs, free for the creator (the platform pays), on the version
 * the request names; from the failed step, on the run's own version, with the outputs of the
 * nodes that succeeded taken over. Refuses what cannot be replayed: a test run, a run that did not
 * fail, a creator who is gone, a version that does not exist.
 * Part of a bulk job (`bulkReplayId`), it replays a run once: asked again, it answers the replay
 * it already recorded.
 */
export async function prepareReplay(
  db: Database,
  original: Execution,
  request: Omit<ReplayRequest, 'reason'>,
  bulkReplayId?: string,
): Promise<PreparedReplay> {
  if (bulkReplayId) {
    const recorded = await Execution.query(db).findOne({
      bulk_replay_id: bulkReplayId,
      replay_of: original.id,
    });
    if (recorded) {
      const version = (await findVersion(db, recorded.workflow_version_id!))!;
      return { replay: recorded, version, run: await runInput(db, original, recorded, version) };
    }
  }
  // A test run is run again from the editor, on the draft as it is now.
  if (original.is_test || (original.status !== 'failed' && original.status !== 'cancelled')) {
    throw new DomainError('not_replayable');
  }
  if (!original.user_id) {
    throw new DomainError('not_replayable', 'The creator of this run no longer has an account.');
  }
  const pinned = original.workflow_version_id
    ? await findVersion(db, original.workflow_version_id)
    : undefined;
  const version = !pinned
    ? undefined
    : request.version === 'pinned'
      ? pinned
      : await findVersionOf(
          db,
          pinned.workflow_id,
          request.version === 'latest' ? undefined : request.version,
        );
  if (!version) {
    throw new DomainError('workflow_not_found', 'That workflow version does not exist.');
  }
  if (request.mode === 'failed-step' && version.id !== pinned!.id) {
    throw new DomainError(
      'validation_error',
      `A replay from the failed step runs on the version the run had (v${pinned!.version}).`,
    );
  }
  // The same social formats again, sized on the version it replays on.
  const formats = original.social_formats ?? [];
  const output = original.output_choice ?? undefined;
  const graph = withSocialFormats(withOutputChoice(version.graph, output), formats);
  if (!graph) {
    throw new DomainError(
      'not_replayable',
      `v${version.version} makes no single image to size for this run's social formats.`,
    );
  }
  const reusedStates =
    request.mode === 'failed-step' ? await reusableStates(db, original, graph) : {};
  const replay = await createReplay(db, original, {
    versionId: version.id,
    mode: request.mode,
    reusedStates,
    bulkReplayId,
    graph: formats.length > 0 || output ? graph : null,
  });
  return { replay, version, run: await runInput(db, original, replay, version) };
}

/** The runGraph input of a recorded replay. */
async function runInput(
  db: Database,
  original: Execution,
  replay: Execution,
  version: WorkflowVersion,
): Promise<RunGraphInput> {
  const snap = original.snap_id ? await findSnap(db, original.snap_id) : undefined;
  const reuse: Record<string, NodeOutputs> = {};
  for (const [nodeId, state] of Object.entries(replay.node_states ?? {})) {
    if (state.reused && state.outputs) reuse[nodeId] = state.outputs;
  }
  return {
    executionId: replay.id,
    userId: replay.user_id!,
    snapName: snap?.name ?? 'Content',
    graph: replay.graph ?? version.graph,
    inputs: replay.inputs,
    cost: 0,
    ...(replay.replay_mode === 'failed-step' && { reuse }),
    // A touch-up's edited cut-out: the replay reproduces the edit, not the remover's cut-out.
    ...(replay.pinned_outputs && { pinned: replay.pinned_outputs }),
  };
}

/**
 * The original's nodes a replay from the failed step takes over: those that succeeded and stored
 * their outputs, and whose stored images are all still there (a swept file means running again).
 * Nodes the workflow resolves itself (an output) are never taken over.
 */
async function reusableStates(
  db: Database,
  original: Execution,
  graph: WorkflowGraph,
): Promise<Record<string, NodeStateRecord>> {
  const runs = new Set(graph.nodes.filter((n) => runsAsActivity(n.type)).map((n) => n.id));
  const candidates = Object.entries(original.node_states ?? {}).filter(
    ([nodeId, state]) => runs.has(nodeId) && state.status === 'succeeded' && state.outputs,
  );
  const keys = candidates.flatMap(([, state]) => outputFileKeys(state.outputs));
  const present = new Set(
    keys.length > 0
      ? (await StoredFile.query(db).whereIn('key', keys).select('key')).map((row) => row.key)
      : [],
  );
  const reused: Record<string, NodeStateRecord> = {};
  for (const [nodeId, state] of candidates) {
    if (!outputFileKeys(state.outputs).every((key) => present.has(key))) continue;
    reused[nodeId] = { status: 'succeeded', outputs: state.outputs!, reused: true };
  }
  return reused;
}

/** Whether a node type is run by an activity (not resolved by the workflow itself). */
function runsAsActivity(type: string): boolean {
  const runner = nodeType(type)?.runner;
  return runner !== undefined && runner !== 'none';
}
