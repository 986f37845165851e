import { z } from 'zod';
import { executionStatusSchema } from './executions';
import { socialFormatsSchema } from './snaps';

/** The most products one batch runs over (issue 19). */
export const MAX_BATCH_PRODUCTS = 50;

/**
 * `POST /api/batches`: one snap over several of the creator's products, each product its own run
 * (charged, refunded and retried alone), with the same social formats for every run.
 */
export const startBatchRequestSchema = z.object({
  snapId: z.string().uuid({ message: 'snapId must be a snap id' }),
  productIds: z
    .array(z.string().uuid({ message: 'productIds must be product ids' }))
    .min(1, 'Choose at least one product')
    .max(MAX_BATCH_PRODUCTS, `A batch runs over at most ${MAX_BATCH_PRODUCTS} products`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each product once'),
  formats: socialFormatsSchema,
});
export type StartBatchRequest = z.input<typeof startBatchRequestSchema>;

/** 202: the batch is recorded with a queued run per product and its workflow started. */
export const startBatchResponseSchema = z.object({
  batchId: z.string().uuid(),
  /** Runs in the batch (one per product). */
  total: z.number().int(),
  /** Tokens the whole batch costs if every run succeeds (each run is charged on its own). */
  cost: z.number().int(),
});
export type StartBatchResponse = z.infer<typeof startBatchResponseSchema>;

/**
 * A batch's state: `running` while runs are queued or running, `finished` when every run ended
 * (however each ended), `cancelled` when the creator stopped it (runs already ended keep their
 * results; the rest are cancelled and refunded).
 */
export const BATCH_STATUSES = ['running', 'finished', 'cancelled'] as const;
export const batchStatusSchema = z.enum(BATCH_STATUSES);
export type BatchStatus = z.infer<typeof batchStatusSchema>;

/** One product's run in a batch. */
export const batchItemSchema = z.object({
  productId: z.string().uuid(),
  productName: z.string(),
  /** The product's main image (a `/files/` URL), for the row's thumbnail. */
  productImageUrl: z.string().nullable(),
  executionId: z.string().uuid(),
  status: executionStatusSchema,
  /** Why the run failed, in the creator's words (the run's error message); null otherwise. */
  error: z.string().nullable(),
  /** The images the run made (`/files/` URLs), first the snap's own output; empty until it ends. */
  imageUrls: z.array(z.string()),
  /** The first content record the run made, for a link to its content screen. */
  contentId: z.string().uuid().nullable(),
});
export type BatchItem = z.infer<typeof batchItemSchema>;

/** How many runs are in each state. */
export const batchCountsSchema = z.object({
  queued: z.number().int(),
  running: z.number().int(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  cancelled: z.number().int(),
});
export type BatchCounts = z.infer<typeof batchCountsSchema>;

/** `GET /api/batches/:id`, and each message of `GET /api/batches/:id/events` (SSE). */
export const batchViewSchema = z.object({
  id: z.string().uuid(),
  snapId: z.string().uuid(),
  snapName: z.string(),
  status: batchStatusSchema,
  total: z.number().int(),
  /** Tokens each run costs (the snap's price plus its formats). */
  costPerRun: z.number().int(),
  counts: batchCountsSchema,
  /**
   * From the ledger: tokens charged for good by the runs that succeeded, and tokens held by runs
   * under way (each run reserves its cost as it begins; the balance already shows the hold).
   */
  tokens: z.object({ charged: z.number().int(), held: z.number().int() }),
  /** In the order the products were chosen. */
  items: z.array(batchItemSchema),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type BatchView = z.infer<typeof batchViewSchema>;

/**
 * `GET /api/batches/:id/events`: server-sent events of this name, each the whole batch view as
 * JSON whenever it changes, the last one once the batch is no longer `running` (as a run's
 * `progress` events are, contract/executions.ts).
 */
export const BATCH_PROGRESS_EVENT = 'progress';

/** `POST /api/batches/:id/cancel`: 202 with the batch as it stands (409 batch_finished once ended). */
export const cancelBatchResponseSchema = batchViewSchema;

/** How many of the creator's batches `GET /api/batches` lists: the newest. */
export const RECENT_BATCHES_LIMIT = 20;

/** A batch in the creator's list: what a row shows, without each run's results. */
export const batchSummarySchema = z.object({
  id: z.string().uuid(),
  snapName: z.string(),
  status: batchStatusSchema,
  total: z.number().int(),
  counts: batchCountsSchema,
  /** The first few products' pictures (`/files/` URLs), in the order chosen. */
  previewUrls: z.array(z.string()),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type BatchSummary = z.infer<typeof batchSummarySchema>;

/** `GET /api/batches`: the creator's newest batches (at most RECENT_BATCHES_LIMIT), newest first. */
export const batchListSchema = z.object({ batches: z.array(batchSummarySchema) });
export type BatchList = z.infer<typeof batchListSchema>;
