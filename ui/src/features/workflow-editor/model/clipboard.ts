import {
  GRAPH_LIMITS,
  type GraphEdge,
  type GraphNode,
  graphEdgeSchema,
  graphNodeSchema,
} from '@studio/workflows/graph/graph';
import { z } from 'zod';

import { edgeId, nextNodeId } from './flow-graph';

/**
 * Copied nodes travel as JSON text on the system clipboard, so they paste into another workflow,
 * another tab, or a text editor to be read. The `kind` tells them from any other text.
 */
const CLIPBOARD_KIND = 'snapshot-studio/workflow-nodes';

const clipSchema = z.object({
  kind: z.literal(CLIPBOARD_KIND),
  version: z.literal(1),
  nodes: z.array(graphNodeSchema).min(1).max(GRAPH_LIMITS.nodes),
  edges: z.array(graphEdgeSchema).max(GRAPH_LIMITS.edges),
});

export type Clip = { nodes: GraphNode[]; edges: GraphEdge[] };

/** The text to put on the clipboard: the nodes and the connections among them only. */
export function clipText(nodes: readonly GraphNode[], edges: readonly GraphEdge[]): string {
  const ids = new Set(nodes.map((n) => n.id));
  const inner = edges.filter((e) => ids.has(e.source) && ids.has(e.target));
  return JSON.stringify({ kind: CLIPBOARD_KIND, version: 1, nodes, edges: inner }, null, 2);
}

/** The nodes in a clipboard text, or null when it holds anything else. */
export function readClip(text: string): Clip | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = clipSchema.safeParse(json);
  return parsed.success ? { nodes: parsed.data.nodes, edges: parsed.data.edges } : null;
}

/**
 * The clip made ready to add to a graph: every node under a new id free in `taken`, moved so its
 * top-left corner lands on `at`, its connections following the new ids.
 */
export function placeClip(
  clip: Clip,
  taken: ReadonlySet<string>,
  at: { x: number; y: number },
): Clip {
  const used = new Set(taken);
  const newId = new Map<string, string>();
  const left = Math.min(...clip.nodes.map((n) => n.position.x));
  const top = Math.min(...clip.nodes.map((n) => n.position.y));
  const nodes = clip.nodes.map((node) => {
    const id = nextNodeId(node.type, used);
    used.add(id);
    newId.set(node.id, id);
    return {
      ...node,
      id,
      position: { x: node.position.x - left + at.x, y: node.position.y - top + at.y },
    };
  });
  const edgeIds = new Set<string>();
  const edges = clip.edges.flatMap((edge) => {
    const source = newId.get(edge.source);
    const target = newId.get(edge.target);
    if (!source || !target) return [];
    const ends = { source, sourcePort: edge.sourcePort, target, targetPort: edge.targetPort };
    const id = edgeId(ends, edgeIds);
    edgeIds.add(id);
    return [{ id, ...ends }];
  });
  return { nodes, edges };
}
