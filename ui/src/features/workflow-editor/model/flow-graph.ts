import {
  type GraphEdge,
  type GraphGroup,
  type GraphNode,
  type GraphNote,
  NOTE_SIZE,
  type NoteColour,
  type WorkflowGraph,
} from '@studio/workflows/graph/graph';
import { type Edge, type Node } from '@xyflow/react';

/** What a node on the canvas carries: the graph node's own fields, nothing drawn from elsewhere. */
export type StepNodeData = {
  type: string;
  params: Record<string, unknown>;
  label?: string;
};

/** Every node on the canvas is a step of the workflow (React Flow's typed node). */
export type StepNode = Node<StepNodeData, 'step'>;

/** A sticky note on the canvas: its Markdown and colour (its size is the node's own). */
export type NoteNodeData = { text: string; colour: NoteColour };
export type NoteNode = Node<NoteNodeData, 'note'>;

export function toFlowNote(note: GraphNote, selected = false): NoteNode {
  return {
    id: note.id,
    type: 'note',
    position: note.position,
    width: note.size.width,
    height: note.size.height,
    // Behind the steps, so a note never hides a connection's handle.
    zIndex: -1,
    data: { text: note.text, colour: note.colour },
    selected,
  };
}

/** A connection: React Flow's handles are the graph's port ids. */
export type StepEdge = Edge;

/** The graph as the canvas draws it. */
export function toFlowNode(node: GraphNode, selected = false): StepNode {
  const data: StepNodeData = { type: node.type, params: node.params };
  if (node.label) data.label = node.label;
  return { id: node.id, type: 'step', position: node.position, data, selected };
}

export function toFlowEdge(edge: GraphEdge, selected = false): StepEdge {
  return {
    id: edge.id,
    source: edge.source,
    sourceHandle: edge.sourcePort,
    target: edge.target,
    targetHandle: edge.targetPort,
    selected,
  };
}

/** The canvas as the graph the server stores (positions rounded: a drag is not a float's noise). */
export function toGraph(
  nodes: readonly StepNode[],
  edges: readonly StepEdge[],
  notes: readonly NoteNode[] = [],
  groups: readonly GraphGroup[] = [],
): WorkflowGraph {
  const graph: WorkflowGraph = {
    nodes: nodes.map((node) => {
      const out: GraphNode = {
        id: node.id,
        type: node.data.type,
        params: node.data.params,
        position: { x: Math.round(node.position.x), y: Math.round(node.position.y) },
      };
      if (node.data.label) out.label = node.data.label;
      return out;
    }),
    edges: edges.map((edge) => ({
      id: edge.id,
      source: edge.source,
      sourcePort: edge.sourceHandle ?? '',
      target: edge.target,
      targetPort: edge.targetHandle ?? '',
    })),
  };
  if (notes.length > 0) graph.notes = notes.map(toGraphNote);
  if (groups.length > 0) graph.groups = [...groups];
  return graph;
}

function toGraphNote(note: NoteNode): GraphNote {
  return {
    id: note.id,
    text: note.data.text,
    colour: note.data.colour,
    position: { x: Math.round(note.position.x), y: Math.round(note.position.y) },
    size: {
      width: Math.round(note.width ?? note.measured?.width ?? NOTE_SIZE.width),
      height: Math.round(note.height ?? note.measured?.height ?? NOTE_SIZE.height),
    },
  };
}

/**
 * A fresh, readable node id for a type: the part after the dot and the smallest number free
 * ('packshot-2'), so problems name nodes the way people would.
 */
export function nextNodeId(type: string, taken: ReadonlySet<string>): string {
  const stem = (type.split('.').pop() ?? 'node').replace(/[^a-z0-9-]/gi, '').slice(0, 50) || 'node';
  for (let n = 1; ; n++) {
    const id = `${stem}-${n}`;
    if (!taken.has(id)) return id;
  }
}

/** An id for a connection between two ports, unique while the same ports are joined once. */
export function edgeId(edge: Omit<GraphEdge, 'id'>, taken: ReadonlySet<string>): string {
  const base = `${edge.source}.${edge.sourcePort}-${edge.target}.${edge.targetPort}`.slice(0, 58);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const id = `${base}-${n}`;
    if (!taken.has(id)) return id;
  }
}
