import { WORKFLOW_KINDS, workflowGraphSchema } from '@studio/workflows/graph/graph';
import { subsnapParamsSchema } from '@studio/workflows/graph/subsnap-nodes';
import { z } from 'zod';

/** A snap and the version of its workflow it runs. */
export const pinnedSnapSchema = z.object({ id: z.string(), name: z.string(), version: z.number() });

/** One row of the manager's workflow list (`GET /api/workflows`). */
export const workflowSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** A snap's workflow, or a sub-snap (steps other workflows use as one node). */
  kind: z.enum(WORKFLOW_KINDS),
  /** The newest published version and when it was published; null before the first. */
  latestVersion: z.object({ version: z.number(), publishedAt: z.string() }).nullable(),
  /** The draft differs from the newest version (always true before the first). */
  draftChanged: z.boolean(),
  /** Every snap that runs this workflow, with the version it is pinned to. */
  snaps: z.array(pinnedSnapSchema),
  /** Runs started in the last 7 days and the share of them that failed (0 when none). */
  runsLast7Days: z.number(),
  failureRateLast7Days: z.number(),
  updatedAt: z.string(),
});
/** GET /api/workflows: every workflow, for the editor's list. */
export const workflowListSchema = z.object({ workflows: z.array(workflowSummarySchema) });

export type WorkflowSummary = z.infer<typeof workflowSummarySchema>;

/** Where a new workflow's draft comes from. */
export const workflowSourceSchema = z.discriminatedUnion('kind', [
  /** An image input wired to an output. */
  z.object({ kind: z.literal('blank') }),
  /** Another workflow's current draft. */
  z.object({ kind: z.literal('workflow'), workflowId: z.string().uuid() }),
  /** One of the built-in workflows, by name. */
  z.object({ kind: z.literal('built-in'), name: z.string() }),
]);
export type WorkflowSource = z.infer<typeof workflowSourceSchema>;

/** `POST /api/workflows`: answers 201 with the new workflow's summary. */
export const createWorkflowRequestSchema = z.object({
  name: z.string().trim().min(1, 'Give the workflow a name.').max(100),
  description: z.string().trim().max(1000).default(''),
  from: workflowSourceSchema.default({ kind: 'blank' }),
});
export type CreateWorkflowRequest = z.input<typeof createWorkflowRequestSchema>;

/** Someone who changed a workflow, by name (never by email: other managers see it). */
export const workflowAuthorSchema = z.object({ id: z.string(), name: z.string() }).nullable();

/** One published version, as the versions list shows it. */
export const workflowVersionSummarySchema = z.object({
  version: z.number(),
  note: z.string(),
  publishedAt: z.string(),
  publishedBy: workflowAuthorSchema,
  cost: z.number(),
});

/** `GET /api/workflows/:id`: what the editor opens. */
export const workflowDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  kind: z.enum(WORKFLOW_KINDS),
  draft: z.object({
    graph: workflowGraphSchema,
    /** Send it back with the next save; a stale one answers 409 `draft_conflict`. */
    revision: z.number(),
    updatedAt: z.string(),
    updatedBy: workflowAuthorSchema,
    /** Every validation problem of the draft (a draft may have problems; a version may not). */
    problems: z.array(
      z.object({
        code: z.string(),
        message: z.string(),
        nodeId: z.string().optional(),
        edgeId: z.string().optional(),
        port: z.string().optional(),
      }),
    ),
    /** Tokens one run of the draft would cost. */
    cost: z.number(),
  }),
  /** Newest first. */
  versions: z.array(workflowVersionSummarySchema),
});
export type WorkflowDetail = z.infer<typeof workflowDetailSchema>;

/** `PUT /api/workflows/:id/draft`: answers the new revision. */
export const saveDraftRequestSchema = z.object({
  graph: workflowGraphSchema,
  revision: z.number().int().min(1),
});
export type SaveDraftRequest = z.input<typeof saveDraftRequestSchema>;

/** `POST /api/workflows/:id/publish`. */
export const publishRequestSchema = z.object({ note: z.string().trim().max(500).default('') });

/** What publishing answers: the new version, and the snaps still pinned to older ones. */
export const publishResultSchema = z.object({
  version: workflowVersionSummarySchema,
  snapsOnOlderVersions: z.array(pinnedSnapSchema),
});

/** `GET /api/workflows/:id/versions/:version`: a version with its graph, read-only. */
export const workflowVersionSchema = workflowVersionSummarySchema.extend({
  graph: workflowGraphSchema,
});

/** A side of a comparison: a version number or the draft. */
export const graphRefSchema = z.union([z.literal('draft'), z.coerce.number().int().min(1)]);
/** `GET /api/workflows/:id/diff?from=…&to=…`: two graphs of one workflow. */
export const graphDiffQuerySchema = z.object({ from: graphRefSchema, to: graphRefSchema });

/** `POST /api/workflows/:id/draft/restore`: the draft becomes that version's graph. */
export const restoreRequestSchema = z.object({ version: z.number().int().min(1) });

/** `PATCH /api/workflows/:id`. */
export const updateWorkflowRequestSchema = z
  .object({
    name: z.string().trim().min(1, 'Give the workflow a name.').max(100),
    description: z.string().trim().max(1000),
  })
  .partial();

/** The export file's format; an import of another version is refused. */
export const WORKFLOW_FILE_SCHEMA_VERSION = 1;

/** A workflow as a file (`GET /api/workflows/:id/export`, `POST /api/workflows/import`). */
export const workflowFileSchema = z.object({
  schemaVersion: z.literal(WORKFLOW_FILE_SCHEMA_VERSION, {
    error: `This file is not a workflow export of schema version ${WORKFLOW_FILE_SCHEMA_VERSION}.`,
  }),
  name: z.string().trim().min(1).max(100),
  description: z.string().max(1000).default(''),
  graph: workflowGraphSchema,
});
export type WorkflowFile = z.infer<typeof workflowFileSchema>;

const positionSchema = z.object({ x: z.number(), y: z.number() });

/** `GET /api/workflows/:id/diff`: diffGraphs' answer (workflows/src/graph/diff-graphs.ts). */
export const graphDiffSchema = z.object({
  addedNodes: workflowGraphSchema.shape.nodes,
  removedNodes: workflowGraphSchema.shape.nodes,
  movedNodes: z.array(z.object({ id: z.string(), from: positionSchema, to: positionSchema })),
  renamedNodes: z.array(
    z.object({ id: z.string(), from: z.string().optional(), to: z.string().optional() }),
  ),
  changedParams: z.array(
    z.object({
      nodeId: z.string(),
      param: z.string(),
      // Absent when the setting was not set on that side (its default applied).
      from: z.unknown().optional(),
      to: z.unknown().optional(),
    }),
  ),
  addedEdges: workflowGraphSchema.shape.edges,
  removedEdges: workflowGraphSchema.shape.edges,
  /** Sticky notes added, removed, and with another text or colour (ids; none from servers before notes). */
  addedNotes: z.array(z.string()).default([]),
  removedNotes: z.array(z.string()).default([]),
  changedNotes: z.array(z.string()).default([]),
  addedGroups: z.array(z.string()).default([]),
  removedGroups: z.array(z.string()).default([]),
  changedGroups: z.array(z.string()).default([]),
  /** What each node of either graph is called on the canvas: its own name, else type and id. */
  names: z.record(z.string(), z.string()),
});
export type GraphDiffAnswer = z.infer<typeof graphDiffSchema>;

/** A published sub-snap, as the editor's palette lists it. */
export const subsnapSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Its newest version as a node stores it: what adding it to a workflow puts on the canvas. */
  latest: subsnapParamsSchema,
  /** The workflows whose draft or a version uses it, by name. */
  usedBy: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type SubsnapSummary = z.infer<typeof subsnapSummarySchema>;

/** `GET /api/subsnaps`: every sub-snap with a published version, by name. */
export const subsnapListSchema = z.object({ subsnaps: z.array(subsnapSummarySchema) });

/**
 * `POST /api/subsnaps`: selected steps become a sub-snap, published as version 1 at once. The
 * graph holds the steps with a Sub-snap input for each thing that fed them from outside and a
 * Sub-snap output for each thing they fed; the answer is the node that takes their place.
 */
export const createSubsnapRequestSchema = z.object({
  name: z.string().trim().min(1, 'Give the sub-snap a name.').max(100),
  description: z.string().trim().max(1000).default(''),
  graph: workflowGraphSchema,
});
export type CreateSubsnapRequest = z.input<typeof createSubsnapRequestSchema>;

export const createdSubsnapSchema = z.object({ id: z.string(), node: subsnapParamsSchema });
