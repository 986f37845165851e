import { type WorkflowGraph } from '@studio/workflows/graph/graph';
import { nodeType } from '@studio/workflows/graph/node-catalogue';
import { inputName, nodeName } from '@studio/workflows/graph/node-name';
import { type NodeOutputs, outputFileKeys } from '@studio/workflows/graph/node-values';
import { canRunAlone } from '@studio/workflows/graph/pinned-nodes';
import { type Database } from '../database';
import { DomainError } from '../errors';
import { Execution } from '../models/execution';

/** What "Run this step" gives the step: each feeding node's outputs, and a file for the row. */
export interface StepInputs {
  given: Record<string, NodeOutputs>;
  /** The run row's input file: the first image given, else the photo of the run it came from. */
  inputFileKey: string;
  /** The steps the run is for: the step, or a sub-snap's last steps (the rest of it runs too). */
  ends: string[];
}

/**
 * The steps "Run this step" runs for `stepId` in `graph` (a graph to run, sub-snaps drawn out):
 * that step, or every step of the sub-snap node of that id (drawn out as `id/…`, a group of the
 * graph), run together as the one step the manager sees.
 */
function stepsOf(graph: WorkflowGraph, stepId: string): string[] {
  const step = graph.nodes.find((n) => n.id === stepId);
  if (step) {
    if (!canRunAlone(step.type)) throw new DomainError('test_step_not_runnable');
    return [stepId];
  }
  const subsnap = graph.groups?.find((group) => group.id === stepId && group.subsnap);
  if (!subsnap || subsnap.nodeIds.length === 0) throw new DomainError('workflow_node_not_found');
  return subsnap.nodeIds;
}

/**
 * The outputs of the nodes feeding `stepId` (a step, or a sub-snap's steps from outside it), each
 * from its pin or else from the newest of the workflow's test runs in which it succeeded (an
 * input node: the value that run was given). Refused, naming the node, when one of them has
 * nothing yet (409 `test_step_inputs_missing`).
 */
export async function stepInputs(
  db: Database,
  workflowId: string,
  graph: WorkflowGraph,
  stepId: string,
  pins: Record<string, NodeOutputs>,
): Promise<StepInputs> {
  const members = new Set(stepsOf(graph, stepId));
  const inside = graph.edges.filter((e) => members.has(e.target));
  const sources = [...new Set(inside.map((e) => e.source).filter((id) => !members.has(id)))];
  // The steps nothing else of the group follows: walked back from, they reach the whole group.
  const ends = [...members].filter(
    (id) => !graph.edges.some((e) => e.source === id && members.has(e.target)),
  );
  const given: Record<string, NodeOutputs> = {};
  let fallbackFile: string | undefined;
  for (const sourceId of sources) {
    const pinned = pins[sourceId];
    if (pinned) {
      given[sourceId] = pinned;
      continue;
    }
    const source = graph.nodes.find((n) => n.id === sourceId)!;
    const found = await lastOutputs(db, workflowId, source);
    if (!found) {
      throw new DomainError(
        'test_step_inputs_missing',
        `Run the whole test first: ${nodeName(source)} has made nothing yet for this step to work on.`,
      );
    }
    given[sourceId] = found.outputs;
    fallbackFile ??= found.inputFileKey;
  }
  const firstImage = Object.values(given).flatMap((outputs) => outputFileKeys(outputs))[0];
  const inputFileKey = firstImage ?? fallbackFile;
  if (!inputFileKey) throw new DomainError('test_step_inputs_missing');
  return { given, inputFileKey, ends };
}

/** A node's outputs in the newest test run where it has some, with that run's photo. */
async function lastOutputs(
  db: Database,
  workflowId: string,
  node: WorkflowGraph['nodes'][number],
): Promise<{ outputs: NodeOutputs; inputFileKey: string } | undefined> {
  const role = nodeType(node.type)?.role;
  if (role === 'image-input' || role === 'text-input') {
    // Input nodes are resolved by the workflow itself: their value is what the run was given.
    const name = inputName(node);
    const run = await Execution.query(db)
      .where({ workflow_id: workflowId, is_test: true })
      .whereRaw('inputs -> ? is not null', [name])
      .orderBy('created_at', 'desc')
      .select('inputs', 'input_file_key')
      .first();
    const value = run?.inputs[name];
    if (!run || !value) return undefined;
    const outputs: NodeOutputs =
      'fileKey' in value
        ? { image: { kind: 'image', fileKey: value.fileKey } }
        : { text: { kind: 'text', text: value.text } };
    return { outputs, inputFileKey: run.input_file_key };
  }
  const run = await Execution.query(db)
    .where({ workflow_id: workflowId, is_test: true })
    .whereRaw(`node_states -> ? ->> 'status' = 'succeeded'`, [node.id])
    .whereRaw(`node_states -> ? -> 'outputs' is not null`, [node.id])
    .orderBy('created_at', 'desc')
    .select('node_states', 'input_file_key')
    .first();
  const outputs = run?.node_states[node.id]?.outputs;
  return run && outputs ? { outputs, inputFileKey: run.input_file_key } : undefined;
}
