import { z } from 'zod';

/** A snap's name: trimmed, 1 to 80 characters, unique. */
export const snapNameSchema = z
  .string({ error: 'Give the snap a name.' })
  .trim()
  .min(1, 'Give the snap a name.')
  .max(80, 'A snap name has at most 80 characters.');

/** Tags: trimmed, lower-cased, without repeats; at most 12 of 30 characters. */
export const tagsSchema = z
  .array(z.string().trim().toLowerCase().min(1).max(30, 'A tag has at most 30 characters.'))
  .max(12, 'A snap has at most 12 tags.')
  .transform((tags) => [...new Set(tags)]);

/** A published version of a workflow a snap may be pinned to. */
export const pinnableVersionSchema = z.object({
  id: z.string().uuid(),
  version: z.number().int(),
  /** Tokens one run costs. */
  cost: z.number().int(),
  /** ISO 8601. */
  publishedAt: z.string(),
  note: z.string(),
});
export type PinnableVersion = z.infer<typeof pinnableVersionSchema>;

/** What a snap did in the last 30 days (test runs aside). */
export const snapStatsSchema = z.object({
  runs: z.number().int(),
  /** Succeeded among the runs that succeeded or failed (cancelled and unfinished ones aside);
   * null without any. */
  successRate: z.number().nullable(),
  /** How many of its runs' content items were rated, and the share rated Good; null without any. */
  ratings: z.number().int(),
  goodShare: z.number().nullable(),
});
export type SnapStats = z.infer<typeof snapStatsSchema>;

/** One snap as the managers' snaps screen shows it, active or not. */
export const managedSnapSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  category: z.object({ id: z.string().uuid(), name: z.string() }),
  /** The workflow it runs and the version it is pinned to (null only for a snap never pinned). */
  workflow: z.object({ id: z.string().uuid(), name: z.string() }).nullable(),
  version: pinnableVersionSchema.nullable(),
  /** The workflow's newest published version number: newer than `version` means it lags. */
  latestVersion: z.number().int().nullable(),
  active: z.boolean(),
  /** Its place in the gallery within its category (ascending; ties by name). */
  position: z.number().int(),
  coverUrl: z.string().nullable(),
  stats: snapStatsSchema,
  /** ISO 8601. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ManagedSnap = z.infer<typeof managedSnapSchema>;

/** A workflow with its published versions, newest first: what a snap can be pinned to. */
export const pinnableWorkflowSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  versions: z.array(pinnableVersionSchema),
});
export type PinnableWorkflow = z.infer<typeof pinnableWorkflowSchema>;

/**
 * `GET /api/manager/snaps`: every snap in gallery order (by category, then position, then name),
 * and every workflow with a published version, for the snap form's choices.
 */
export const managerSnapListSchema = z.object({
  snaps: z.array(managedSnapSchema),
  workflows: z.array(pinnableWorkflowSchema),
});
export type ManagerSnapList = z.infer<typeof managerSnapListSchema>;

/** A cover image to store (a data URL, judged by its bytes), or null to take the cover away. */
const coverSchema = z
  .string({ error: 'cover must be an image data URL' })
  .startsWith('data:', 'cover must be an image data URL')
  .nullable();

const snapFields = {
  name: snapNameSchema,
  description: z.string().trim().max(500, 'A description has at most 500 characters.'),
  tags: tagsSchema,
  categoryId: z.string({ error: 'Choose a category.' }).uuid('Choose a category.'),
  /** One published version (`workflows[].versions[].id`); the workflow follows from it. */
  workflowVersionId: z.string({ error: 'Choose a version.' }).uuid('Choose a version.'),
  active: z.boolean(),
  position: z.number().int().min(0).max(100_000),
  cover: coverSchema,
};

/** `POST /api/manager/snaps` (201): a new snap; last in its category unless `position` says. */
export const createSnapRequestSchema = z.object({
  ...snapFields,
  description: snapFields.description.default(''),
  tags: snapFields.tags.default([]),
  active: snapFields.active.default(true),
  position: snapFields.position.optional(),
  cover: snapFields.cover.optional(),
});
export type CreateSnapRequest = z.input<typeof createSnapRequestSchema>;

/** `PATCH /api/manager/snaps/:id`: any subset of the fields; what changed is audited. */
export const updateSnapRequestSchema = z.object(snapFields).partial();
export type UpdateSnapRequest = z.input<typeof updateSnapRequestSchema>;
