import {
  type GraphEdge,
  type GraphGroup,
  type GraphNode,
  type GraphNote,
  type WorkflowGraph,
} from './graph';
import { nodeName } from './node-name';

type Position = GraphNode['position'];

/** How one graph became another: what the version compare lists and draws on the canvas. */
export interface GraphDiff {
  /** Nodes only in `to` (a node whose type changed counts as removed and added). */
  addedNodes: GraphNode[];
  /** Nodes only in `from`. */
  removedNodes: GraphNode[];
  /** Nodes in both, at another place. */
  movedNodes: { id: string; from: Position; to: Position }[];
  /** Nodes in both whose own name changed (undefined: the type's label). */
  renamedNodes: { id: string; from: string | undefined; to: string | undefined }[];
  /** Each setting of a node in both whose value differs; a missing value is `undefined`. */
  changedParams: { nodeId: string; param: string; from: unknown; to: unknown }[];
  /**
   * Connections only in `to` / only in `from`. A connection is its two ends (node and port), not
   * its id: an edge drawn again between the same ports is the same connection.
   */
  addedEdges: GraphEdge[];
  removedEdges: GraphEdge[];
  /** Sticky notes only in `to` / only in `from`, and in both with another text or colour (ids). */
  addedNotes: string[];
  removedNotes: string[];
  changedNotes: string[];
  /** Groups only in `to` / only in `from`, and in both renamed, recoloured or holding other steps (labels). */
  addedGroups: string[];
  removedGroups: string[];
  changedGroups: string[];
  /** What each node of either graph is called on the canvas (nodeName; `to`'s name first). */
  names: Record<string, string>;
}

/**
 * The difference between two graphs, by node id. Pure and deterministic: lists follow the order
 * of the graph they come from, params in their key order (`to`'s keys first).
 */
export function diffGraphs(from: WorkflowGraph, to: WorkflowGraph): GraphDiff {
  const before = new Map(from.nodes.map((node) => [node.id, node]));
  const after = new Map(to.nodes.map((node) => [node.id, node]));
  const same = (node: GraphNode, other: GraphNode | undefined): other is GraphNode =>
    other !== undefined && other.type === node.type;

  const diff: GraphDiff = {
    addedNodes: to.nodes.filter((node) => !same(node, before.get(node.id))),
    removedNodes: from.nodes.filter((node) => !same(node, after.get(node.id))),
    movedNodes: [],
    renamedNodes: [],
    changedParams: [],
    addedEdges: [],
    removedEdges: [],
    ...diffNotes(from.notes ?? [], to.notes ?? []),
    ...diffGroups(from.groups ?? [], to.groups ?? []),
    names: Object.fromEntries(
      [...from.nodes, ...to.nodes].map((node) => [node.id, nodeName(node)]),
    ),
  };
  for (const node of to.nodes) {
    const old = before.get(node.id);
    if (!same(node, old)) continue;
    if (old.position.x !== node.position.x || old.position.y !== node.position.y) {
      diff.movedNodes.push({ id: node.id, from: old.position, to: node.position });
    }
    if ((old.label ?? undefined) !== (node.label ?? undefined)) {
      diff.renamedNodes.push({ id: node.id, from: old.label, to: node.label });
    }
    const keys = new Set([...Object.keys(node.params), ...Object.keys(old.params)]);
    for (const param of keys) {
      if (!jsonEqual(old.params[param], node.params[param])) {
        diff.changedParams.push({
          nodeId: node.id,
          param,
          from: old.params[param],
          to: node.params[param],
        });
      }
    }
  }
  const ends = (edge: GraphEdge) =>
    JSON.stringify([edge.source, edge.sourcePort, edge.target, edge.targetPort]);
  const edgesBefore = new Set(from.edges.map(ends));
  const edgesAfter = new Set(to.edges.map(ends));
  diff.addedEdges = to.edges.filter((edge) => !edgesBefore.has(ends(edge)));
  diff.removedEdges = from.edges.filter((edge) => !edgesAfter.has(ends(edge)));
  return diff;
}

/** Notes by id: a note moved or resized is layout, like a moved node, and not listed. */
function diffNotes(from: GraphNote[], to: GraphNote[]) {
  const before = new Map(from.map((note) => [note.id, note]));
  const after = new Set(to.map((note) => note.id));
  return {
    addedNotes: to.filter((note) => !before.has(note.id)).map((note) => note.id),
    removedNotes: from.filter((note) => !after.has(note.id)).map((note) => note.id),
    changedNotes: to
      .filter((note) => {
        const old = before.get(note.id);
        return old !== undefined && (old.text !== note.text || old.colour !== note.colour);
      })
      .map((note) => note.id),
  };
}

/** True when nothing but ids of unchanged connections differ. */
export function isEmptyDiff({ names: _names, ...changes }: GraphDiff): boolean {
  return Object.values(changes).every((list: unknown[]) => list.length === 0);
}

/** Equality of JSON values (params are JSON): objects by their keys, whatever their order. */
function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  return (
    aKeys.length === bKeys.length &&
    aKeys.every((key) =>
      jsonEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    )
  );
}

/** Groups by id, named by their labels: a group moved is layout, and not listed. */
function diffGroups(from: GraphGroup[], to: GraphGroup[]) {
  const before = new Map(from.map((group) => [group.id, group]));
  const after = new Set(to.map((group) => group.id));
  const name = (group: GraphGroup) => group.label || group.id;
  const sameSteps = (a: GraphGroup, b: GraphGroup) =>
    [...a.nodeIds].sort().join('\0') === [...b.nodeIds].sort().join('\0');
  return {
    addedGroups: to.filter((group) => !before.has(group.id)).map(name),
    removedGroups: from.filter((group) => !after.has(group.id)).map(name),
    changedGroups: to
      .filter((group) => {
        const old = before.get(group.id);
        return (
          old !== undefined &&
          (old.label !== group.label || old.colour !== group.colour || !sameSteps(old, group))
        );
      })
      .map(name),
  };
}
