import { type WorkflowGraph } from '@studio/workflows/graph/graph';
import { graphCost } from '@studio/workflows/graph/graph-cost';
import { nodeType } from '@studio/workflows/graph/node-catalogue';
import { validateGraph } from '@studio/workflows/graph/validate-graph';
import { type Logger } from 'pino';
import { type Database } from '../domain/database';
import { DomainError } from '../domain/errors';
import { decodeImageDataUrl } from '../domain/images/decode-image-data-url';
import { createTestRun } from '../domain/executions/execution-records';
import { type Execution } from '../domain/models/execution';
import { saveImage } from '../domain/storage/stored-files';
import { findDraftGraph, findVersionOf } from '../domain/workflows/workflow-definitions';
import { type ExecutionDeps, startRunGraph } from './start-execution';

export interface TestRunRequest {
  workflowId: string;
  managerId: string;
  /** A published version to run; the draft as saved when absent. */
  version?: number;
  /** A value for each input node, by its name: an image as a data URL, or a text. */
  inputs: Record<string, { dataUrl: string } | { text: string }>;
}

/**
 * A manager's test run: the draft (or a version) through the same `runGraph` road as a creator's
 * run, but free, without a snap, marked as a test (its outputs never become content in anyone's
 * library, and the workflow list does not count it). Its steps' outputs stay readable in the
 * execution's node states. Answers the execution; progress comes from /api/executions/:id/events.
 */
export async function startTestRun(
  deps: ExecutionDeps,
  request: TestRunRequest,
  log: Logger,
): Promise<Execution> {
  const graph = await graphToTest(deps.db, request);
  const problems = validateGraph(graph);
  if (problems.length > 0) throw new DomainError('invalid_graph', undefined, { problems });

  // Every image input needs a photo; a text input may fall back to its own value.
  const images = graph.nodes.filter((n) => nodeType(n.type)?.role === 'image-input');
  const texts = graph.nodes.filter((n) => nodeType(n.type)?.role === 'text-input');
  const nameOf = (node: WorkflowGraph['nodes'][number]) =>
    typeof node.params.name === 'string' ? node.params.name : node.id;
  const decoded = new Map<string, Awaited<ReturnType<typeof decodeImageDataUrl>>>();
  for (const node of images) {
    const given = request.inputs[nameOf(node)];
    if (!given || !('dataUrl' in given)) {
      throw new DomainError(
        'test_input_missing',
        `Give the image input “${nameOf(node)}” a photo.`,
      );
    }
    decoded.set(nameOf(node), await decodeImageDataUrl(given.dataUrl, deps.upload));
  }

  const execution = await deps.db.transaction(async (trx) => {
    const inputs: Execution['inputs'] = {};
    for (const [name, image] of decoded)
      inputs[name] = { fileKey: await saveImage(trx, deps.store, image) };
    for (const node of texts) {
      const given = request.inputs[nameOf(node)];
      if (given && 'text' in given) inputs[nameOf(node)] = { text: given.text };
    }
    const first = Object.values(inputs).find((v): v is { fileKey: string } => 'fileKey' in v)!;
    return createTestRun(trx, {
      workflowId: request.workflowId,
      managerId: request.managerId,
      graph,
      inputs,
      inputFileKey: first.fileKey,
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
    },
    log,
  );
  return execution;
}

async function graphToTest(db: Database, request: TestRunRequest): Promise<WorkflowGraph> {
  if (request.version !== undefined) {
    const version = await findVersionOf(db, request.workflowId, request.version);
    if (!version) throw new DomainError('workflow_version_not_found');
    return version.graph;
  }
  const draft = await findDraftGraph(db, request.workflowId);
  if (!draft) throw new DomainError('workflow_not_found');
  return draft;
}
