import { z } from 'zod';
import { categoryNameSchema } from './manager-categories';
import { snapNameSchema, tagsSchema } from './manager-snaps';
import { WORKFLOW_KINDS, workflowGraphSchema } from '@studio/workflows/graph/graph';

/**
 * Production Import: the catalogue (categories, workflows with every published version, snaps)
 * as one JSON bundle that moves between environments. `GET /api/manager/bundle` writes it;
 * `POST /api/manager/bundle/import?dryRun=true|false` reads it.
 */
export const BUNDLE_SCHEMA_VERSION = 1;

/** Where bundles are imported: the JSON body parser gives this call its own, larger limit. */
export const BUNDLE_IMPORT_PATH = '/api/manager/bundle/import';

/** The largest bundle accepted, in bytes (covers travel inside it as data URLs). */
export const BUNDLE_MAX_BYTES = 25 * 1024 * 1024;

const workflowNameSchema = z.string().trim().min(1).max(100);

export const bundleCategorySchema = z.object({ name: categoryNameSchema });

export const bundleVersionSchema = z.object({
  version: z.number().int().min(1),
  graph: workflowGraphSchema,
  /** The graph as drawn, its sub-snaps as single nodes (`graph` has them drawn out); null: the same. */
  drawnGraph: workflowGraphSchema.nullable().default(null),
  note: z.string().max(500).default(''),
  /** ISO 8601: kept, so the history reads the same in every environment. */
  publishedAt: z.iso.datetime({ offset: true }),
});

export const bundleWorkflowSchema = z.object({
  name: workflowNameSchema,
  /** A snap's workflow, or a sub-snap other workflows use (older bundles: all snaps). */
  kind: z.enum(WORKFLOW_KINDS).default('snap'),
  /**
   * Its id where it was exported: the sub-snap nodes of the bundle's graphs name it, and the
   * import moves them to the id it has here.
   */
  sourceId: z.string().uuid().optional(),
  description: z.string().max(1000).default(''),
  /** The draft, for a workflow the import creates; an existing workflow's draft is left alone. */
  draft: workflowGraphSchema,
  /** Every published version, 1 to n. */
  versions: z.array(bundleVersionSchema).max(500),
});

export const bundleSnapSchema = z.object({
  name: snapNameSchema,
  description: z.string().max(500).default(''),
  tags: tagsSchema.default([]),
  /** A category's name, in the bundle or already here. */
  category: categoryNameSchema,
  /** The workflow's name and the pinned version's number: in the bundle or already here. */
  workflow: workflowNameSchema.nullable(),
  version: z.number().int().min(1).nullable(),
  isActive: z.boolean(),
  /** Its place in its category in the gallery. */
  position: z.number().int().min(0),
  /** A `data:image/png|jpeg;base64,` URL, or null. */
  cover: z.string().nullable(),
});

export const catalogueBundleSchema = z.object({
  schemaVersion: z.literal(BUNDLE_SCHEMA_VERSION, {
    error: `This is not a catalogue bundle of schema version ${BUNDLE_SCHEMA_VERSION}.`,
  }),
  exportedAt: z.iso.datetime({ offset: true }),
  /** In gallery order. */
  categories: z.array(bundleCategorySchema).max(1000),
  workflows: z.array(bundleWorkflowSchema).max(1000),
  snaps: z.array(bundleSnapSchema).max(5000),
});
export type CatalogueBundle = z.infer<typeof catalogueBundleSchema>;
export type BundleWorkflow = CatalogueBundle['workflows'][number];
export type BundleSnap = CatalogueBundle['snaps'][number];

export const importQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false'], { error: 'dryRun is true or false' })
    .transform((v) => v === 'true'),
});

export const IMPORT_ACTIONS = ['create', 'update', 'unchanged'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];
const importActionSchema = z.enum(IMPORT_ACTIONS);

/** What an import does, or would do: each item of the bundle with its action. */
export const importPlanSchema = z.object({
  dryRun: z.boolean(),
  categories: z.array(z.object({ name: z.string(), action: importActionSchema })),
  workflows: z.array(
    z.object({
      name: z.string(),
      action: importActionSchema,
      /** Version numbers the import adds; the others are here already, the same. */
      newVersions: z.array(z.number().int()),
    }),
  ),
  snaps: z.array(
    z.object({
      name: z.string(),
      action: importActionSchema,
      /** The fields an update changes. */
      changes: z.array(z.string()),
    }),
  ),
});
export type ImportPlan = z.infer<typeof importPlanSchema>;

/** One reason a bundle is refused (422 `invalid_bundle`, every one in `problems`). */
export const bundleProblemSchema = z.object({ path: z.string(), message: z.string() });
export type BundleProblem = z.infer<typeof bundleProblemSchema>;
