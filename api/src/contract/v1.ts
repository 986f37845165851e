import { z } from 'zod';
import { outputChoiceSchema } from '@studio/workflows/graph/output-shape';
import { executionStatusSchema } from './executions';
import { snapSchema, socialFormatsSchema } from './snaps';

/**
 * The `/v1` API's answers (issue 37): what a business's program reads. Lists answer
 * `{ data: [...] }`, as Stripe's do, so a cursor can join them without changing their shape.
 */
export const v1SnapListSchema = z.object({ data: z.array(snapSchema) });
export const v1BalanceSchema = z.object({
  /** Credits the account can spend now. */
  credits: z.number().int(),
});

/** `POST /v1/runs`: a snap on a photo, as the app's own run takes them. */
export const v1StartRunSchema = z.object({
  snapId: z.string().uuid({ message: 'snapId must be a snap id' }),
  /** The product photo as a data URL (`data:image/jpeg;base64,…`), JPEG, PNG or WebP. */
  image: z.string({ message: 'image must be an image data URL' }),
  /** Sized versions to add (`square`, `story`, `landscape`), each priced like the app's. */
  formats: socialFormatsSchema,
  /** The shape and size of what it makes; the snap's own without it. */
  output: outputChoiceSchema.optional(),
});
export type V1StartRun = z.input<typeof v1StartRunSchema>;

/** `GET /v1/runs`: the account's runs, newest first, a page at a time. */
export const v1RunListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** The `nextCursor` of the page before. */
  cursor: z.string().max(200).optional(),
  status: executionStatusSchema.optional(),
});

/** A run in a list: what it is and how it stands; `GET /v1/runs/{id}` has its steps. */
export const v1RunSummarySchema = z.object({
  id: z.string(),
  status: executionStatusSchema,
  snap: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Tokens it costs (charged once it succeeds, given back if it fails). */
  cost: z.number().int(),
  batchId: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type V1RunSummary = z.infer<typeof v1RunSummarySchema>;

export const v1RunListSchema = z.object({
  data: z.array(v1RunSummarySchema),
  /** Pass as `cursor` for the next page; null on the last. */
  nextCursor: z.string().nullable(),
});
