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

/** A new note's size: room for a heading and a few lines. */
export const NOTE_SIZE = { width: 240, height: 160 } as const;

/** The colours a sticky note comes in. */
export const NOTE_COLOURS = ['yellow', 'blue', 'green', 'pink', 'purple'] as const;

/**
 * A sticky note on the canvas (Markdown): the manager's explanation beside the steps. Part of the
 * draft and its versions, never of a run: the engine reads nodes and edges only.
 */
export const graphNoteSchema = z.object({
  id: z.string().min(1).max(64),
  text: z.string().max(4000).default(''),
  colour: z.enum(NOTE_COLOURS).default('yellow'),
  position: z.object({ x: z.number(), y: z.number() }).default({ x: 0, y: 0 }),
  size: z
    .object({ width: z.number().min(80).max(2000), height: z.number().min(60).max(2000) })
    .default(NOTE_SIZE),
});

/**
 * A named, coloured frame around some nodes. A published version's graph frames each sub-snap's
 * steps (with `subsnap` naming the sub-snap), so a run shows them nested under its name.
 */
export const graphGroupSchema = z.object({
  id: z.string().min(1).max(200),
  label: z.string().trim().max(100).default(''),
  colour: z.enum(NOTE_COLOURS).default('blue'),
  nodeIds: z.array(z.string().min(1)).max(500),
  subsnap: z.object({ workflowId: z.string(), version: z.number().int() }).optional(),
});

/** The largest graph the editor and the engine take: far beyond any snap, small enough to draw. */
export const GRAPH_LIMITS = { nodes: 500, edges: 1000, notes: 200, groups: 100 } as const;

/** A workflow is a snap's (run by creators) or a sub-snap (steps other workflows use as one). */
export const WORKFLOW_KINDS = ['snap', 'subsnap'] as const;
export type WorkflowKind = (typeof WORKFLOW_KINDS)[number];

export const workflowGraphSchema = z.object({
  nodes: z
    .array(graphNodeSchema)
    .max(GRAPH_LIMITS.nodes, `A workflow has at most ${GRAPH_LIMITS.nodes} nodes.`),
  edges: z
    .array(graphEdgeSchema)
    .max(GRAPH_LIMITS.edges, `A workflow has at most ${GRAPH_LIMITS.edges} connections.`),
  /** Sticky notes; absent in graphs saved before notes existed. */
  notes: z
    .array(graphNoteSchema)
    .max(GRAPH_LIMITS.notes, `A workflow has at most ${GRAPH_LIMITS.notes} notes.`)
    .optional(),
  /** Frames around nodes; absent in graphs saved before groups existed. */
  groups: z
    .array(graphGroupSchema)
    .max(GRAPH_LIMITS.groups, `A workflow has at most ${GRAPH_LIMITS.groups} groups.`)
    .optional(),
});

export type GraphNode = z.infer<typeof graphNodeSchema>;
export type GraphEdge = z.infer<typeof graphEdgeSchema>;
export type GraphNote = z.infer<typeof graphNoteSchema>;
export type GraphGroup = z.infer<typeof graphGroupSchema>;
export type NoteColour = (typeof NOTE_COLOURS)[number];
export type WorkflowGraph = z.infer<typeof workflowGraphSchema>;
