import { z } from 'zod';
import { operatorReasonSchema } from './audit';
import { contentTypeSchema } from './content';
import { executionStatusSchema } from './executions';
import { FEEDBACK_RATINGS } from './feedback';

/** Which items the list holds: those still in their creators' libraries, the removed, or both. */
export const CONTENT_STATES = ['active', 'removed', 'all'] as const;
export const contentStateSchema = z.enum(CONTENT_STATES);
export type ContentState = z.infer<typeof contentStateSchema>;

const booleanParam = z.enum(['true', 'false']).transform((value) => value === 'true');

/**
 * `GET /api/manager/content`: filters and an offset page. `creator` is an account id, or else
 * part of the creator's email (any case; `%` and `_` are letters). `from` inclusive, `to`
 * exclusive, as every date filter of the panel. `ratedBad=true` keeps the items their creator
 * rated Bad. `state` is `active` (the default: what creators see), `removed` or `all`.
 */
export const managerContentQuerySchema = z.object({
  creator: z.string().trim().min(1).max(254).optional(),
  type: contentTypeSchema.optional(),
  snapId: z.string().uuid().optional(),
  from: z.coerce.date().optional(),
  to: z.coerce.date().optional(),
  ratedBad: booleanParam.optional(),
  state: contentStateSchema.default('active'),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(96).default(24),
});
export type ManagerContentQuery = z.infer<typeof managerContentQuerySchema>;

const creatorSchema = z.object({ id: z.string(), email: z.string(), name: z.string() });

/** Who removed an item, when and why (null while it is in its creator's library). */
export const contentRemovalSchema = z.object({
  /** ISO 8601. */
  at: z.string(),
  /** The manager's email; null if their account is gone. */
  by: z.string().nullable(),
  reason: z.string(),
});
export type ContentRemoval = z.infer<typeof contentRemovalSchema>;

/** One item as the managers' grid shows it. */
export const managedContentSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: contentTypeSchema,
  /** The first image (`/files/{key}`), for the thumbnail; null for an item without images. */
  thumbnailUrl: z.string().nullable(),
  imageCount: z.number().int(),
  creator: creatorSchema,
  /** The snap whose run made it; null for content made otherwise (a test run, a fixture). */
  snap: z.object({ id: z.string(), name: z.string() }).nullable(),
  executionId: z.string().nullable(),
  /** The creator's own rating of it, if they gave one. */
  rating: z.enum(FEEDBACK_RATINGS).nullable(),
  createdAt: z.string(),
  removal: contentRemovalSchema.nullable(),
});
export type ManagedContent = z.infer<typeof managedContentSchema>;

export const managedContentPageSchema = z.object({
  items: z.array(managedContentSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type ManagedContentPage = z.infer<typeof managedContentPageSchema>;

/** `GET /api/manager/content/:id`: the item with every image, its run and the feedback on it. */
export const managedContentDetailSchema = managedContentSchema.extend({
  contentUrls: z.array(z.string()),
  caption: z.string().nullable(),
  productName: z.string().nullable(),
  run: z
    .object({
      id: z.string(),
      status: executionStatusSchema,
      /** The workflow version it ran; null for a run without one. */
      version: z.number().int().nullable(),
      createdAt: z.string(),
    })
    .nullable(),
  feedback: z.array(
    z.object({
      rating: z.enum(FEEDBACK_RATINGS),
      comment: z.string().nullable(),
      /** ISO 8601: when it was last given. */
      ratedAt: z.string(),
    }),
  ),
});
export type ManagedContentDetail = z.infer<typeof managedContentDetailSchema>;

/** `DELETE /api/manager/content/:id`: the reason the audit log and the item keep. */
export const removeContentRequestSchema = z.object({ reason: operatorReasonSchema });
export type RemoveContentRequest = z.infer<typeof removeContentRequestSchema>;
