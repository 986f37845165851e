import { z } from 'zod';

/** A node placed on the canvas: its type from the catalogue, its settings and its position. */
export const graphNodeSchema = z.object({
  id: z.string().min(1).max(64),
  type: z.string().min(1),
  params: z.record(z.string(), z.unknown()).default({}),
  /** The manager's own name for the node on the canvas; its type's label when absent. */
  label: z.string().trim().max(60).optional(),
  position: z.object({ x: z.number(), y: z.number() }).default({ x: 0, y: 0 }),
});

/** A connection from one node's output port to another node's input port (ids, never labels). */
export const graphEdgeSchema = z.object({
  id: z.string().min(1).max(64),
  source: z.string().min(1),
  sourcePort: z.string().min(1),
  target: z.string().min(1),
  targetPort: z.string().min(1),
});

/** The largest graph the editor and the engine take: far beyond any snap, small enough to draw. */
export const GRAPH_LIMITS = { nodes: 500, edges: 1000 } as const;

export const workflowGraphSchema = z.object({
  nodes: z
    .array(graphNodeSchema)
    .max(GRAPH_LIMITS.nodes, `A workflow has at most ${GRAPH_LIMITS.nodes} nodes.`),
  edges: z
    .array(graphEdgeSchema)
    .max(GRAPH_LIMITS.edges, `A workflow has at most ${GRAPH_LIMITS.edges} connections.`),
});

export type GraphNode = z.infer<typeof graphNodeSchema>;
export type GraphEdge = z.infer<typeof graphEdgeSchema>;
export type WorkflowGraph = z.infer<typeof workflowGraphSchema>;
