import { type WorkflowGraph, type WorkflowKind, workflowGraphSchema } from './graph';
import { type GraphProblem } from './graph-problems';
import { nodeType } from './node-catalogue';
import { nodeName } from './node-name';
import { nodePorts } from './node-ports';
import { acceptsManyEdges, canConnect } from './ports';
import { topologicalOrder } from './topological-order';

/**
 * Every problem with a graph, each tied to the node (and edge or port) it concerns; an empty list
 * means the graph can run. Never throws, whatever it is given.
 */
export function validateGraph(input: unknown, kind: WorkflowKind = 'snap'): GraphProblem[] {
  const parsed = workflowGraphSchema.safeParse(input);
  if (!parsed.success) {
    return parsed.error.issues.map((issue) => ({
      code: 'invalid_graph',
      message: `${issue.path.join('.') || 'graph'}: ${issue.message}`,
    }));
  }
  const graph: WorkflowGraph = parsed.data;
  const problems: GraphProblem[] = [];
  const nodes = new Map(graph.nodes.map((n) => [n.id, n]));

  const seenNodes = new Set<string>();
  for (const node of graph.nodes) {
    if (seenNodes.has(node.id)) {
      problems.push({
        code: 'duplicate_node_id',
        nodeId: node.id,
        message: `Two nodes share the id "${node.id}".`,
      });
    }
    seenNodes.add(node.id);
    const definition = nodeType(node.type);
    if (!definition) {
      problems.push({
        code: 'unknown_node_type',
        nodeId: node.id,
        message: `Node "${node.id}" has an unknown type "${node.type}".`,
      });
      continue;
    }
    const params = definition.params.safeParse(node.params);
    if (!params.success) {
      for (const issue of params.error.issues) {
        problems.push({
          code: 'invalid_params',
          nodeId: node.id,
          message: `${nodeName(node)}: ${issue.path.join('.') || 'params'}: ${issue.message}`,
        });
      }
    }
  }

  const seenEdges = new Set<string>();
  const edgesInto = new Map<string, number>();
  for (const edge of graph.edges) {
    if (seenEdges.has(edge.id)) {
      problems.push({
        code: 'duplicate_edge_id',
        edgeId: edge.id,
        message: `Two edges share the id "${edge.id}".`,
      });
    }
    seenEdges.add(edge.id);
    const source = nodes.get(edge.source);
    const target = nodes.get(edge.target);
    if (!source || !target) {
      const missing = source ? edge.target : edge.source;
      problems.push({
        code: 'unknown_node',
        edgeId: edge.id,
        message: `Edge "${edge.id}" connects a node that does not exist: "${missing}".`,
      });
      continue;
    }
    if (!nodeType(source.type) || !nodeType(target.type)) continue; // reported as unknown types
    const out = nodePorts(source).outputs.find((p) => p.id === edge.sourcePort);
    const into = nodePorts(target).inputs.find((p) => p.id === edge.targetPort);
    if (!out) {
      problems.push({
        code: 'unknown_port',
        nodeId: source.id,
        edgeId: edge.id,
        port: edge.sourcePort,
        message: `${nodeName(source)} has no output "${edge.sourcePort}".`,
      });
      continue;
    }
    if (!into) {
      problems.push({
        code: 'unknown_port',
        nodeId: target.id,
        edgeId: edge.id,
        port: edge.targetPort,
        message: `${nodeName(target)} has no input "${edge.targetPort}".`,
      });
      continue;
    }
    if (!canConnect(out.type, into.type)) {
      problems.push({
        code: 'type_mismatch',
        nodeId: target.id,
        edgeId: edge.id,
        port: into.id,
        message: `${nodeName(target)}: input "${into.label}" takes ${into.type}, but ${nodeName(source)} gives ${out.type}.`,
      });
    }
    const key = `${target.id}\0${into.id}`;
    edgesInto.set(key, (edgesInto.get(key) ?? 0) + 1);
    if (edgesInto.get(key) === 2 && !acceptsManyEdges(into.type)) {
      problems.push({
        code: 'too_many_edges',
        nodeId: target.id,
        port: into.id,
        message: `${nodeName(target)}: input "${into.label}" takes one connection.`,
      });
    }
  }

  for (const node of graph.nodes) {
    for (const input of nodePorts(node).inputs) {
      if (input.required && !edgesInto.has(`${node.id}\0${input.id}`)) {
        problems.push({
          code: 'missing_input',
          nodeId: node.id,
          port: input.id,
          message: `${nodeName(node)}: input "${input.label}" is not connected.`,
        });
      }
    }
  }

  problems.push(...(kind === 'snap' ? snapEnds(graph) : subsnapEnds(graph)));
  for (const group of graph.groups ?? []) {
    const missing = group.nodeIds.find((id) => !nodes.has(id));
    if (missing) {
      problems.push({
        code: 'unknown_node',
        message: `Group "${group.label || group.id}" holds a node that does not exist: "${missing}".`,
      });
    }
  }

  const order = topologicalOrder(graph);
  if (!order.ok) {
    for (const nodeId of order.cycle) {
      problems.push({
        code: 'cycle',
        nodeId,
        message: `Node "${nodeId}" is part of a cycle: a node cannot depend on its own output.`,
      });
    }
  }
  return problems;
}

/** A snap's graph takes the creator's photo and makes content; sub-snap boundaries are misplaced. */
function snapEnds(graph: WorkflowGraph): GraphProblem[] {
  const problems: GraphProblem[] = [];
  const roles = new Set(graph.nodes.map((n) => nodeType(n.type)?.role));
  if (!roles.has('content-output')) {
    problems.push({
      code: 'missing_output',
      message: 'The workflow has no Content output node, so it would produce nothing.',
    });
  }
  if (!roles.has('image-input')) {
    problems.push({
      code: 'missing_image_input',
      message: 'The workflow has no Image input node for the creator’s photo.',
    });
  }
  for (const node of graph.nodes) {
    const role = nodeType(node.type)?.role;
    if (role === 'subsnap-input' || role === 'subsnap-output') {
      problems.push({
        code: 'subsnap_boundary_outside',
        nodeId: node.id,
        message: `${nodeName(node)} belongs inside a sub-snap; a snap takes Image and Text inputs.`,
      });
    }
  }
  return problems;
}

/** A sub-snap gives something back, and its inputs and outputs have names of their own. */
function subsnapEnds(graph: WorkflowGraph): GraphProblem[] {
  const problems: GraphProblem[] = [];
  const boundaries = graph.nodes.filter((n) =>
    ['subsnap-input', 'subsnap-output'].includes(nodeType(n.type)?.role ?? ''),
  );
  const givesBack = graph.nodes.some(
    (n) => n.type === 'subsnap.output' || nodeType(n.type)?.role === 'content-output',
  );
  if (!givesBack) {
    problems.push({
      code: 'missing_subsnap_output',
      message: 'The sub-snap has no Sub-snap output (or Content output), so it gives nothing back.',
    });
  }
  const seen = new Set<string>();
  for (const node of boundaries) {
    const key = `${node.type}\0${String(node.params.name ?? 'image')}`;
    if (seen.has(key)) {
      problems.push({
        code: 'duplicate_port_name',
        nodeId: node.id,
        message: `${nodeName(node)}: another ${node.type === 'subsnap.input' ? 'input' : 'output'} is named "${String(node.params.name ?? 'image')}".`,
      });
    }
    seen.add(key);
  }
  return problems;
}
