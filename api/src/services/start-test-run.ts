import { type WorkflowGraph } from '@studio/workflows/graph/graph';
import { graphCost } from '@studio/workflows/graph/graph-cost';
import { type GraphProblem } from '@studio/workflows/graph/graph-problems';
import { nodeType } from '@studio/workflows/graph/node-catalogue';
import { inputName } from '@studio/workflows/graph/node-name';
import { type NodeOutputs, outputFileKeys } from '@studio/workflows/graph/node-values';
import { nodesLeftOut } from '@studio/workflows/graph/pinned-nodes';
import { validateGraph } from '@studio/workflows/graph/validate-graph';
import { type Logger } from 'pino';
import { type Database } from '../domain/database';
import { DomainError } from '../domain/errors';
import { decodeImageDataUrl } from '../domain/images/decode-image-data-url';
import { createTestRun } from '../domain/executions/execution-records';
import { type Execution } from '../domain/models/execution';
import { saveImage } from '../domain/storage/stored-files';
import { stepInputs } from '../domain/workflows/test-step-inputs';
import { pinnedOutputs } from '../domain/workflows/workflow-pins';
import { findVersionOf } from '../domain/workflows/workflow-definitions';
import { graphToRun } from '../domain/workflows/subsnap-versions';
import { Workflow } from '../domain/models/workflow';
import { type ExecutionDeps, startRunGraph } from './start-execution';

export interface TestRunRequest {
  workflowId: string;
  managerId: string;
  /** A published version to run; the draft as saved when absent. */
  version?: number;
  /** A value for each input node, by its name: an image as a data URL, or a text. */
  inputs: Record<string, { dataUrl: string } | { text: string }>;
  /** Run this node alone, given what feeds it ("Run this step"). */
  step?: string;
}

/**
 * A manager's test run: the draft (or a version) through the same `runGraph` road as a creator's
 * run, but free, without a snap, marked as a test (its outputs never become content in anyone's
 * library, and the workflow list does not count it). Its steps' outputs stay readable in the
 * execution's node states. The workflow's pinned outputs are given, not made (n8n's pinned
 * data); with `step`, only that step runs, on what feeds it (stepInputs). Answers the
 * execution; progress comes from /api/executions/:id/events.
 */
export async function startTestRun(
  deps: ExecutionDeps,
  request: TestRunRequest,
  log: Logger,
): Promise<Execution> {
  const { graph, problems } = await graphToTest(deps.db, request);
  if (problems.length > 0) throw new DomainError('invalid_graph', undefined, { problems });
  const pins = pinsOf(graph, await pinnedOutputs(deps.db, request.workflowId));
  const plan = request.step
    ? await stepPlan(deps.db, request.workflowId, graph, request.step, pins)
    : await wholePlan(deps, request, graph, pins);

  const execution = await deps.db.transaction(async (trx) => {
    const inputs: Execution['inputs'] = {};
    for (const [name, image] of plan.images)
      inputs[name] = { fileKey: await saveImage(trx, deps.store, image) };
    Object.assign(inputs, plan.texts);
    const firstImage = Object.values(inputs).find((v): v is { fileKey: string } => 'fileKey' in v);
    return createTestRun(trx, {
      workflowId: request.workflowId,
      managerId: request.managerId,
      graph,
      inputs,
      inputFileKey: firstImage?.fileKey ?? plan.inputFileKey!,
      pinned: plan.pinned,
      ends: plan.ends,
      step: request.step,
    });
  });
  log.info(
    { executionId: execution.id, workflowId: request.workflowId, cost: graphCost(graph) },
    'starting test run',
  );

  await startRunGraph(
    deps,
    {
      executionId: execution.id,
      userId: request.managerId,
      snapName: 'Test run',
      graph,
      inputs: execution.inputs,
      cost: 0,
      test: true,
      ...(Object.keys(plan.pinned).length > 0 ? { pinned: plan.pinned } : {}),
      ...(plan.ends ? { ends: plan.ends } : {}),
    },
    log,
  );
  return execution;
}

interface RunPlan {
  /** Decoded photos to store, by input name; texts by input name. */
  images: Map<string, Awaited<ReturnType<typeof decodeImageDataUrl>>>;
  texts: Record<string, { text: string }>;
  /** Outputs given rather than made, by node id. */
  pinned: Record<string, NodeOutputs>;
  /** The one step a "Run this step" runs. */
  ends?: string[];
  /** The row's input file when no photo is stored for this run. */
  inputFileKey?: string;
}

/** The workflow's pins on nodes of this graph (a pin outlives its node's deletion from the draft). */
function pinsOf(graph: WorkflowGraph, pins: Record<string, NodeOutputs>) {
  const ids = new Set(graph.nodes.map((n) => n.id));
  return Object.fromEntries(Object.entries(pins).filter(([id]) => ids.has(id)));
}

/** A whole test run: a photo for every image input that runs (one a pin makes moot needs none). */
async function wholePlan(
  deps: ExecutionDeps,
  request: TestRunRequest,
  graph: WorkflowGraph,
  pins: Record<string, NodeOutputs>,
): Promise<RunPlan> {
  const idle = new Set([...Object.keys(pins), ...nodesLeftOut(graph, Object.keys(pins))]);
  const images = graph.nodes.filter(
    (n) => nodeType(n.type)?.role === 'image-input' && !idle.has(n.id),
  );
  const texts = graph.nodes.filter((n) => nodeType(n.type)?.role === 'text-input');
  const decoded: RunPlan['images'] = new Map();
  for (const node of images) {
    const given = request.inputs[inputName(node)];
    if (!given || !('dataUrl' in given)) {
      throw new DomainError(
        'test_input_missing',
        `Give the image input “${inputName(node)}” a photo.`,
      );
    }
    decoded.set(inputName(node), await decodeImageDataUrl(given.dataUrl, deps.upload));
  }
  const givenTexts: RunPlan['texts'] = {};
  for (const node of texts) {
    const given = request.inputs[inputName(node)];
    if (given && 'text' in given) givenTexts[inputName(node)] = { text: given.text };
  }
  const pinnedImage = Object.values(pins).flatMap((outputs) => outputFileKeys(outputs))[0];
  if (decoded.size === 0 && !pinnedImage) throw new DomainError('test_input_missing');
  return { images: decoded, texts: givenTexts, pinned: pins, inputFileKey: pinnedImage };
}

/** "Run this step": the step alone (a sub-snap's steps together), given what feeds it. */
async function stepPlan(
  db: Database,
  workflowId: string,
  graph: WorkflowGraph,
  step: string,
  pins: Record<string, NodeOutputs>,
): Promise<RunPlan> {
  const { given, inputFileKey, ends } = await stepInputs(db, workflowId, graph, step, pins);
  return { images: new Map(), texts: {}, pinned: given, ends, inputFileKey };
}

/**
 * The graph a test runs, with its sub-snaps drawn out into their steps (a version is stored so),
 * and what stops it. A sub-snap is tested inside a workflow that uses it: alone it has no photo.
 */
async function graphToTest(
  db: Database,
  request: TestRunRequest,
): Promise<{ graph: WorkflowGraph; problems: GraphProblem[] }> {
  const workflow = await Workflow.query(db)
    .findById(request.workflowId)
    .select('kind', 'draft_graph');
  if (!workflow) throw new DomainError('workflow_not_found');
  if (workflow.kind === 'subsnap') {
    throw new DomainError(
      'validation_error',
      'A sub-snap runs inside a workflow: test it from a workflow that uses it.',
    );
  }
  if (request.version === undefined) return graphToRun(db, workflow.draft_graph, 'snap');
  const version = await findVersionOf(db, request.workflowId, request.version);
  if (!version) throw new DomainError('workflow_version_not_found');
  return { graph: version.graph, problems: validateGraph(version.graph) };
}
