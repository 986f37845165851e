import {
  ActivityCancellationType,
  ActivityFailure,
  ApplicationFailure,
  CancellationScope,
  isCancellation,
  type LocalActivityOptions,
  patched,
  proxyActivities,
  proxyLocalActivities,
  setHandler,
  workflowInfo,
} from '@temporalio/workflow';
import {
  type ContentOutput,
  type ExecutionActivities,
  type ExecutionFailure,
  type NodeActivities,
} from './activities';
import { FailureType, NON_RETRYABLE_ERRORS } from './contract/failure-types';
import {
  cancelSignal,
  progressQuery,
  type ExecutionProgress,
  type NodeStatus,
} from './contract/messages';
import { taskQueues } from './contract/task-queues';
import { type GraphNode, type WorkflowGraph } from './graph/graph';
import { nodeType, type NodeRole, type NodeTypeDefinition } from './graph/node-catalogue';
import { nodeInputs } from './graph/node-inputs';
import { inputName } from './graph/node-name';
import { type NodeOutputs } from './graph/node-values';
import { nodesLeftOut } from './graph/pinned-nodes';

export interface RunGraphInput {
  executionId: string;
  userId: string;
  /** Shown as the content's name unless the output node names it. */
  snapName: string;
  /** The pinned, immutable version's graph. */
  graph: WorkflowGraph;
  /** The creator's inputs by input node name: stored file keys for images, text for text. */
  inputs: Record<string, { fileKey: string } | { text: string }>;
  /** Tokens to reserve before any work and to charge when the outputs are stored. */
  cost: number;
  /**
   * A manager's test run: every node runs as for a creator, but no content is stored (what the
   * output nodes would get stays readable in the node states). Absent in older histories.
   */
  test?: boolean;
  /**
   * An operator's replay from the failed step: what the original run's succeeded nodes made, by
   * node id. Those nodes are not run again; the failed node and everything after it run on these
   * outputs. Absent in older histories and in every other run.
   */
  reuse?: Record<string, NodeOutputs>;
  /**
   * Outputs given rather than made, by node id (a creator's cut-out touch-up gives the cut-out
   * step's edited image). Those nodes are not run, nor the nodes whose work only feeds them
   * (nodesLeftOut): they end `skipped`. Absent in older histories and in every other run.
   */
  pinned?: Record<string, NodeOutputs>;
  /**
   * The nodes the run is for, when not the graph's ends: a manager's "Run this step" test names
   * that step and pins the steps feeding it; every other node ends `skipped` (nodesLeftOut).
   * Absent in older histories and in every other run.
   */
  ends?: string[];
}

export interface RunGraphResult {
  contentIds: string[];
}

const recordOptions = {
  startToCloseTimeout: '30 seconds',
  retry: {
    initialInterval: '500 milliseconds',
    maximumAttempts: 10,
    nonRetryableErrorTypes: [...NON_RETRYABLE_ERRORS],
  },
} satisfies LocalActivityOptions;

/**
 * The execution's records are short database writes on the workflow's own worker, so they run as
 * local activities, inside the workflow task: each saves a round trip through the server's task
 * queue and a workflow task of its own (issue 16, `npm run bench -- snap-latency`). Each is
 * idempotent per execution, as a failed workflow task runs its local activities again.
 */
const localRecords = proxyLocalActivities<ExecutionActivities>(recordOptions);

/** How runs started before `LOCAL_RECORDS` recorded them, and still replay them. */
const taskQueueRecords = proxyActivities<ExecutionActivities>(recordOptions);

/** The patch that moved the records to local activities; runs in flight before it keep theirs. */
export const LOCAL_RECORDS = 'execution-records-as-local-activities';

/**
 * The patch after which a cancelled run waits for its running steps to stop (their activities
 * learn of it from a heartbeat's answer, within about half a second) before it gives the credits
 * back and ends: so no activity is left pending in Temporal, and a step that was running ends
 * Cancelled, not Running. Runs before it abandoned their activities at once.
 */
export const AWAIT_CANCELLED_STEPS = 'await-cancelled-steps';

/**
 * The patch after which storing a run's outputs is not cancellable: before it, a cancel arriving
 * while they were stored left the run succeeded and charged in the database but Cancelled in
 * Temporal (found by `npm run chaos -- cancel-storm`).
 */
export const COMPLETION_OUTLASTS_CANCEL = 'completion-outlasts-cancel';

/**
 * Runs a workflow graph for a creator: begin (mark it running and reserve the credits, failing
 * fast when they are short), run every node as soon as the nodes feeding it are done — so independent branches run in
 * parallel — each node one activity on the image or AI queue with its own retry policy, then
 * complete (store the outputs as content and charge the credits, in one transaction). Any failure
 * or cancellation gives the credits back and records the error, in a non-cancellable scope.
 */
export async function runGraph(input: RunGraphInput): Promise<RunGraphResult> {
  const records = patched(LOCAL_RECORDS) ? localRecords : taskQueueRecords;
  const progress: ExecutionProgress = {
    status: 'running',
    nodes: Object.fromEntries(
      input.graph.nodes.map((n) => [n.id, { status: 'pending' as NodeStatus }]),
    ),
  };
  setHandler(progressQuery, () => progress);
  const work = new CancellationScope();
  // How runs were cancelled before the API asked Temporal to cancel the workflow (which ends it
  // Cancelled, not Failed); kept for the runs and histories that still send it.
  setHandler(cancelSignal, () => work.cancel());

  const queues = taskQueues(workflowInfo().taskQueue);
  const retry = { backoffCoefficient: 2, nonRetryableErrorTypes: [...NON_RETRYABLE_ERRORS] };
  const cancellationType = patched(AWAIT_CANCELLED_STEPS)
    ? ActivityCancellationType.WAIT_CANCELLATION_COMPLETED
    : ActivityCancellationType.TRY_CANCEL;
  // Node activities heartbeat while they work, so a worker that dies mid-node is noticed within
  // seconds and the node is retried elsewhere, instead of after the whole start-to-close timeout.
  const runners = {
    image: proxyActivities<NodeActivities>({
      taskQueue: queues.images,
      startToCloseTimeout: '2 minutes',
      heartbeatTimeout: '10 seconds',
      cancellationType,
      retry: { ...retry, initialInterval: '1 second', maximumAttempts: 3 },
    }),
    ai: proxyActivities<NodeActivities>({
      taskQueue: queues.ai,
      startToCloseTimeout: '5 minutes',
      heartbeatTimeout: '10 seconds',
      cancellationType,
      retry: {
        ...retry,
        initialInterval: '1 second',
        maximumInterval: '30 seconds',
        maximumAttempts: 4,
      },
    }),
  };

  let failedNode: string | undefined;
  try {
    return await work.run(async () => {
      const begun = await records.beginExecution({
        executionId: input.executionId,
        userId: input.userId,
        cost: input.cost,
      });
      if (begun?.began === false) {
        // It ended before it began (its batch was cancelled while it was queued): the row says
        // so already, nothing was reserved, and there is nothing to run or give back.
        progress.status = 'cancelled';
        for (const node of Object.values(progress.nodes)) node.status = 'cancelled';
        return { contentIds: [] };
      }
      const results = await runNodes(input, progress, runners, (nodeId) => (failedNode ??= nodeId));
      const complete = () =>
        records.completeExecution({
          executionId: input.executionId,
          outputs: input.test ? [] : contentOutputs(input, results),
        });
      // Once every step is done the run is completing: a cancel that arrives now is too late, as
      // the content is stored and charged by then, and the run ends succeeded in Temporal too.
      const { contentIds } = patched(COMPLETION_OUTLASTS_CANCEL)
        ? await CancellationScope.nonCancellable(complete)
        : await complete();
      progress.status = 'succeeded';
      return { contentIds };
    });
  } catch (error) {
    const cancelled = isCancellation(error);
    progress.status = cancelled ? 'cancelled' : 'failed';
    for (const node of Object.values(progress.nodes)) {
      if (node.status === 'pending' || node.status === 'running') node.status = 'cancelled';
    }
    // Stop the other branches; then, whatever happens to this workflow, give the credits back.
    work.cancel();
    await CancellationScope.nonCancellable(() =>
      records.failExecution({
        executionId: input.executionId,
        cancelled,
        nodeId: failedNode,
        ...describe(error, cancelled),
      }),
    );
    throw error;
  }
}

type Runners = Record<'image' | 'ai', NodeActivities>;

/** Starts every node once all its inputs are ready; answers each node's outputs. */
async function runNodes(
  input: RunGraphInput,
  progress: ExecutionProgress,
  runners: Runners,
  onFailure: (nodeId: string) => void,
): Promise<Map<string, { inputs: ReturnType<typeof nodeInputs>; outputs: NodeOutputs }>> {
  const nodes = new Map(input.graph.nodes.map((n) => [n.id, n]));
  const results = new Map<
    string,
    Promise<{ inputs: ReturnType<typeof nodeInputs>; outputs: NodeOutputs }>
  >();
  const leftOut =
    input.pinned || input.ends
      ? nodesLeftOut(input.graph, Object.keys(input.pinned ?? {}), input.ends)
      : undefined;

  const run = (
    nodeId: string,
  ): Promise<{ inputs: ReturnType<typeof nodeInputs>; outputs: NodeOutputs }> => {
    const known = results.get(nodeId);
    if (known) return known;
    const result = (async () => {
      const node = nodes.get(nodeId)!;
      // A pinned node's inputs are not needed, so nothing before it is waited for (or run).
      const given = input.pinned?.[nodeId];
      if (given) {
        progress.nodes[nodeId]!.status = 'succeeded';
        return { inputs: {}, outputs: given };
      }
      if (leftOut?.has(nodeId)) {
        progress.nodes[nodeId]!.status = 'skipped';
        return { inputs: {}, outputs: {} };
      }
      const incoming = await Promise.all(
        input.graph.edges
          .filter((e) => e.target === nodeId)
          .map(async (edge) => ({ edge, outputs: (await run(edge.source)).outputs })),
      );
      const inputs = nodeInputs(node, incoming);
      const state = progress.nodes[nodeId]!;
      const definition = nodeType(node.type);
      if (definition?.runner === 'none') {
        state.status = 'succeeded';
        return { inputs, outputs: resolveItself(definition, node, input) };
      }
      const reused = input.reuse?.[nodeId];
      if (reused) {
        state.status = 'succeeded';
        return { inputs, outputs: reused };
      }
      // An image input's value is the creator's upload; the node itself checks it (moderation).
      // A type the catalogue does not know goes to the image queue, whose runNode refuses it.
      if (definition?.role === 'image-input') {
        Object.assign(inputs, creatorInput('image-input', node, input));
      }
      state.status = 'running';
      try {
        const runner = definition?.runner === 'ai' ? runners.ai : runners.image;
        const outputs = await runner.runNode({
          executionId: input.executionId,
          nodeId,
          type: node.type,
          params: node.params,
          inputs,
        });
        state.status = 'succeeded';
        return { inputs, outputs };
      } catch (error) {
        state.status = isCancellation(error) ? 'cancelled' : 'failed';
        if (state.status === 'failed') {
          state.error = rootCause(error).message;
          onFailure(nodeId);
        }
        throw error;
      }
    })();
    results.set(nodeId, result);
    return result;
  };

  const settled = await Promise.all(
    input.graph.nodes.map(async (n) => [n.id, await run(n.id)] as const),
  );
  return new Map(settled);
}

/**
 * A node the workflow resolves itself (runner `none`): an input answers the creator's value, an
 * output answers nothing (its inputs are stored once everything has run).
 */
function resolveItself(
  definition: NodeTypeDefinition,
  node: GraphNode,
  input: RunGraphInput,
): NodeOutputs {
  const role = definition.role;
  return role === 'image-input' || role === 'text-input' ? creatorInput(role, node, input) : {};
}

/**
 * The creator's value for an input node, by the node's `name` param (by default `image` or
 * `text`); a text input falls back to its own `value`.
 */
function creatorInput(
  role: Extract<NodeRole, 'image-input' | 'text-input'>,
  node: GraphNode,
  input: RunGraphInput,
): NodeOutputs {
  const name = inputName(node);
  const given = input.inputs[name];
  if (role === 'image-input') {
    if (!given || !('fileKey' in given)) {
      throw ApplicationFailure.nonRetryable(
        `The input image "${name}" was not given.`,
        FailureType.InvalidInput,
      );
    }
    return { image: { kind: 'image', fileKey: given.fileKey } };
  }
  const text = given && 'text' in given ? given.text : String(node.params.value ?? '');
  return { text: { kind: 'text', text } };
}

function contentOutputs(
  input: RunGraphInput,
  results: Map<string, { inputs: ReturnType<typeof nodeInputs>; outputs: NodeOutputs }>,
): ContentOutput[] {
  return input.graph.nodes
    .filter((n) => nodeType(n.type)?.role === 'content-output')
    .map((node) => {
      const { inputs } = results.get(node.id)!;
      const images = inputs.images;
      const caption = inputs.caption;
      return {
        nodeId: node.id,
        contentType: (node.params.contentType as ContentOutput['contentType']) ?? 'static_image',
        name:
          typeof node.params.name === 'string' && node.params.name
            ? node.params.name
            : input.snapName,
        fileKeys: images?.kind === 'images' ? images.fileKeys : [],
        ...(caption?.kind === 'text' ? { caption: caption.text } : {}),
      };
    });
}

/** The failure that started it all: an activity failure wraps the error the activity threw. */
function rootCause(error: unknown): Error {
  if (error instanceof ActivityFailure && error.cause) return error.cause;
  return error instanceof Error ? error : new Error(String(error));
}

function describe(
  error: unknown,
  cancelled: boolean,
): Pick<ExecutionFailure, 'type' | 'message' | 'code'> {
  if (cancelled) return { type: FailureType.Cancelled, message: 'The execution was cancelled.' };
  const cause = rootCause(error);
  if (cause instanceof ApplicationFailure) {
    const details = cause.details?.[0] as { code?: string } | undefined;
    return {
      type: cause.type ?? 'Error',
      message: cause.message,
      ...(details?.code ? { code: details.code } : {}),
    };
  }
  return { type: cause.name, message: cause.message };
}
