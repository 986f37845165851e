import { z } from 'zod';

/** A node placed on the canvas: its type from the catalogue, its settings and its position. */
export const graphNodeSchema = z.object({
  id: z.string().min(1).max(64),
  type: z.string().min(1),
  params: z.record(z.string(), z.unknown()).default({}),
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

export const workflowGraphSchema = z.object({
  nodes: z.array(graphNodeSchema).max(200),
  edges: z.array(graphEdgeSchema).max(400),
});

export type GraphNode = z.infer<typeof graphNodeSchema>;
export type GraphEdge = z.infer<typeof graphEdgeSchema>;
export type WorkflowGraph = z.infer<typeof workflowGraphSchema>;
