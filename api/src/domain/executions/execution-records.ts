import { type NodeStatus } from '@studio/workflows/graph/node-status';
import { type ContentOutput } from '@studio/workflows/activities';
import { type WorkflowGraph } from '@studio/workflows/graph/graph';
import { type SocialFormat } from '@studio/workflows/graph/node-catalogue';
import { type NodeOutputs } from '@studio/workflows/graph/node-values';
import { type NodeMeta } from '@studio/workflows/graph/product-fidelity';
import { type OutputChoice } from '@studio/workflows/graph/output-shape';
import { nodesLeftOut } from '@studio/workflows/graph/pinned-nodes';
import { type ExecutionError } from '../../contract/executions';
import { clock } from '../../platform/clock';
import { type Database } from '../database';
import { Content } from '../models/content';
import { ContentImage } from '../models/content-image';
import { copyEditedCutouts } from '../cutouts/run-cutouts';
import { Execution } from '../models/execution';
import { type FileStore } from '../storage/file-store';
import { saveImage, type ImageToStore } from '../storage/stored-files';

/** One node's state as the execution row mirrors it (`at`: when it was written). */
export interface NodeStateRecord {
  status: NodeStatus;
  error?: string;
  startedAt?: string;
  outputs?: NodeOutputs;
  /**
   * Who made the outputs and, for a generated scene, the fidelity gate's verdict; for a cut-out,
   * its objects (the touch-up's list).
   */
  meta?: NodeMeta;
  /** Taken over from the run a replay from the failed step replays: not run again. */
  reused?: boolean;
  /** Given rather than made (a cut-out touch-up's edited cut-out): not run. */
  pinned?: boolean;
}

export interface NewExecution {
  snapId: string;
  userId: string;
  workflowVersionId: string;
  cost: number;
  isDemo: boolean;
  /** The input node name the image is for (the built-in snaps use `image`). */
  imageInput: string;
  /** A new upload to store, or a file already stored (a product's image for a packshot). */
  image: ImageToStore | { fileKey: string };
  replayOf?: string;
  /** The product it runs for: the content it stores is linked to that product. */
  productId?: string;
  /** The social formats ticked, and the graph that sizes them (the version's plus one node). */
  socialFormats?: { formats: SocialFormat[]; graph: WorkflowGraph };
  /** The shape and size chosen, and the graph that makes them (with the formats, if any). */
  output?: { choice: OutputChoice; graph: WorkflowGraph };
  /** The creator's batch it is one run of, and its place there. */
  batch?: { id: string; position: number };
  /** The API key a business's program started it with (`/v1`); none from the app. */
  apiKeyId?: string;
}

/**
 * Records a new execution with its uploaded input in one transaction: the input file's row and
 * the execution row exist together or not at all. Given a transaction (`db` may be one), it is
 * part of it: a batch records all its runs or none.
 */
export async function createExecution(
  db: Database,
  store: FileStore,
  input: NewExecution,
): Promise<Execution> {
  return db.transaction(async (trx) => {
    const inputFileKey =
      'fileKey' in input.image ? input.image.fileKey : await saveImage(trx, store, input.image);
    return Execution.query(trx)
      .insert({
        snap_id: input.snapId,
        user_id: input.userId,
        workflow_version_id: input.workflowVersionId,
        cost: input.cost,
        is_demo: input.isDemo,
        input_file_key: inputFileKey,
        inputs: { [input.imageInput]: { fileKey: inputFileKey } },
        replay_of: input.replayOf ?? null,
        product_id: input.productId ?? null,
        social_formats: input.socialFormats?.formats ?? [],
        output_choice: input.output?.choice ?? null,
        graph: input.output?.graph ?? input.socialFormats?.graph ?? null,
        batch_id: input.batch?.id ?? null,
        batch_position: input.batch?.position ?? null,
        api_key_id: input.apiKeyId ?? null,
      })
      .returning('*');
  });
}

/**
 * A manager's test run of a workflow's graph: free, without a snap, marked as a test. Nodes
 * given their outputs (pinned) start succeeded with them, and the nodes that then have nothing
 * to do (nodesLeftOut, for the run's `ends`) start skipped.
 */
export async function createTestRun(
  trx: Database,
  run: {
    workflowId: string;
    managerId: string;
    graph: WorkflowGraph;
    inputs: Execution['inputs'];
    inputFileKey: string;
    pinned: Record<string, NodeOutputs>;
    /** The steps a "Run this step" runs for (its step, or a sub-snap's last steps). */
    ends?: string[];
    /** The step a "Run this step" was asked for, as the editor names it (a sub-snap's node id). */
    step?: string;
  },
): Promise<Execution> {
  const states: Record<string, NodeStateRecord> = {};
  if (Object.keys(run.pinned).length > 0 || run.ends) {
    for (const id of nodesLeftOut(run.graph, Object.keys(run.pinned), run.ends)) {
      states[id] = { status: 'skipped' };
    }
  }
  for (const [id, outputs] of Object.entries(run.pinned)) {
    states[id] = { status: 'succeeded', outputs, pinned: true };
  }
  return Execution.query(trx)
    .insert({
      node_states: states,
      pinned_outputs: Object.keys(run.pinned).length > 0 ? run.pinned : null,
      test_step: run.step ?? null,
      snap_id: null,
      is_test: true,
      workflow_id: run.workflowId,
      graph: run.graph,
      user_id: run.managerId,
      workflow_version_id: null,
      cost: 0,
      is_demo: false,
      input_file_key: run.inputFileKey,
      inputs: run.inputs,
    })
    .returning('*');
}

/** A new execution with the same inputs as an earlier one (a replay), on the given version. */
export async function createReplay(
  db: Database,
  original: Execution,
  replay: {
    versionId: string;
    mode: 'start' | 'failed-step';
    /** The states of the nodes it takes over from the original (a replay from the failed step). */
    reusedStates: Record<string, NodeStateRecord>;
    /** The bulk job it belongs to, if any. */
    bulkReplayId?: string;
    /** The version's graph with the original's social formats added, when it had any. */
    graph: WorkflowGraph | null;
  },
): Promise<Execution> {
  const recorded = await Execution.query(db)
    .insert({
      snap_id: original.snap_id,
      user_id: original.user_id,
      workflow_version_id: replay.versionId,
      // An operator's replay is free for the creator: nothing is reserved, the platform pays.
      cost: 0,
      paid_by_platform: true,
      replay_mode: replay.mode,
      is_demo: false,
      input_file_key: original.input_file_key,
      inputs: original.inputs,
      // A touch-up's edited cut-out is part of the run: its replays are given it too.
      node_states: { ...replay.reusedStates, ...pinnedStates(original) },
      pinned_outputs: original.pinned_outputs,
      edited_from: original.edited_from,
      replay_of: original.id,
      product_id: original.product_id,
      bulk_replay_id: replay.bulkReplayId ?? null,
      social_formats: original.social_formats,
      output_choice: original.output_choice,
      graph: replay.graph,
    })
    .returning('*');
  // The edit's cut-out row too, so the replay's content can be touched up again.
  if (original.pinned_outputs) await copyEditedCutouts(db, original.id, recorded.id);
  return recorded;
}

/** The states of a run's pinned nodes (given rather than made): succeeded, with their outputs. */
function pinnedStates(run: Execution): Record<string, NodeStateRecord> {
  return Object.fromEntries(
    Object.entries(run.pinned_outputs ?? {}).map(([nodeId, outputs]) => [
      nodeId,
      { status: 'succeeded', outputs, pinned: true },
    ]),
  );
}

/** Idempotent: only a queued execution moves to running. */
export async function markExecutionRunning(db: Database, executionId: string): Promise<void> {
  await Execution.query(db)
    .patch({ status: 'running', started_at: db.fn.now() })
    .where({ id: executionId, status: 'queued' });
}

/** Mirrors one node's state into the execution row (the workflow's progress query is the source). */
export async function setNodeState(
  db: Database,
  executionId: string,
  nodeId: string,
  state: NodeStateRecord,
): Promise<void> {
  await Execution.query(db)
    .patch({
      node_states: db.raw(`jsonb_set(node_states, ?::text[], ?::jsonb)`, [
        `{${nodeId}}`,
        JSON.stringify({ ...state, at: clock.now().toISOString() }),
      ]),
    })
    .where({ id: executionId });
}

/**
 * Idempotent: ends a run that has not already finished as succeeded. Every step of a run that
 * succeeded did too: one whose end the row missed (its write lost to a database outage) is not
 * left Running.
 */
export async function markExecutionSucceeded(db: Database, executionId: string): Promise<void> {
  const updated = await Execution.query(db)
    .patch({ status: 'succeeded', finished_at: db.fn.now() })
    .where({ id: executionId })
    .modify('unfinished');
  if (updated) await endRunningNodes(db, executionId, 'succeeded');
}

/** Idempotent: records the first ending of an execution that has not already finished. */
export async function markExecutionFailed(
  db: Database,
  executionId: string,
  error: ExecutionError,
  cancelled = false,
): Promise<void> {
  await db.transaction(async (trx) => {
    const updated = await Execution.query(trx)
      .patch({ status: cancelled ? 'cancelled' : 'failed', error, finished_at: trx.fn.now() })
      .where({ id: executionId })
      .modify('unfinished');
    if (updated) await endRunningNodes(trx, executionId, 'cancelled');
    if (updated && error.nodeId) {
      await setNodeState(trx, executionId, error.nodeId, {
        status: 'failed',
        error: error.message,
      });
    }
  });
}

/**
 * An ended run has no step still running. In a run that failed or was cancelled, a step that was
 * (a branch stopped when another failed, the step a creator cancelled in) ends Cancelled, as it
 * did in Temporal; in a run that succeeded, it ends Succeeded. Either keeps when it began.
 */
export async function endRunningNodes(
  db: Database,
  executionId: string,
  ending: 'cancelled' | 'succeeded',
): Promise<void> {
  await Execution.query(db)
    .patch({
      node_states: db.raw(
        `coalesce((select jsonb_object_agg(key, case when value->>'status' = 'running'
           then value || jsonb_build_object('status', ?::text, 'at', to_jsonb(?::timestamptz))
           else value end) from jsonb_each(node_states)), '{}'::jsonb)`,
        [ending, clock.now()],
      ),
    })
    .where({ id: executionId });
}

/**
 * Writes an execution's outputs as content, one item per output node, in one transaction.
 * Retried after a crash, it finds the content it already wrote and answers that.
 */
export async function storeExecutionOutputs(
  db: Database,
  input: { executionId: string; outputs: ContentOutput[] },
): Promise<string[]> {
  return db.transaction(async (trx) => {
    const execution = await Execution.query(trx).findById(input.executionId);
    if (!execution) throw new Error(`No execution ${input.executionId}`);
    const ids: string[] = [];
    for (const output of input.outputs) {
      const existing = await Content.query(trx).findOne({
        execution_id: input.executionId,
        output_node_id: output.nodeId,
      });
      if (existing) {
        ids.push(existing.id);
        continue;
      }
      const content = await Content.query(trx)
        .insert({
          execution_id: input.executionId,
          output_node_id: output.nodeId,
          user_id: execution.user_id,
          // A packshot's content belongs with the product it was made for.
          product_id: execution.product_id,
          name: output.name,
          type: output.contentType,
          caption: output.caption ?? null,
        })
        .returning('*');
      if (output.fileKeys.length > 0) {
        await ContentImage.query(trx).insert(
          output.fileKeys.map((file_key, position) => ({
            content_id: content.id,
            position,
            file_key,
          })),
        );
      }
      ids.push(content.id);
    }
    return ids;
  });
}
