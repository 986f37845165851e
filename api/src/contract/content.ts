import { productFidelitySchema } from '@studio/workflows/graph/product-fidelity';
import { z } from 'zod';

/** Spec section 9: content pages hold 12 items. */
export const CONTENT_PAGE_SIZE = 12;

export const contentTypeSchema = z.enum(['static_image', 'story', 'carousel', 'video']);
export type ContentType = z.infer<typeof contentTypeSchema>;

/**
 * One image of a content item and its size in pixels, as the file store measured it when it was
 * saved (null for a file it could not measure, such as a video).
 */
export const contentImageSchema = z.object({
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type ContentImage = z.infer<typeof contentImageSchema>;

/** Another content item, named, to link to. */
export const contentLinkSchema = z.object({ id: z.string().uuid(), name: z.string() });
export type ContentLink = z.infer<typeof contentLinkSchema>;

/** One generated piece of content. `contentUrls` are `/files/{key}`, served to the owner only. */
export const contentItemSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  /**
   * What the library calls it: its product and the snap that made it ("Amber serum · Water
   * Splash"), the snap alone without a product, else its name.
   */
  title: z.string(),
  /**
   * In the library (a list without `executionId`): the sized versions its run also made (its
   * social formats), grouped under it rather than listed as items of their own.
   */
  formats: z
    .array(
      z.object({ id: z.string().uuid(), name: z.string(), images: z.array(contentImageSchema) }),
    )
    .optional(),
  type: contentTypeSchema,
  /** The images' URLs in order; the same as `images`' URLs, kept for the clients that read it. */
  contentUrls: z.array(z.string()),
  /** The images in order, each with its size (a social format is told by its exact size). */
  images: z.array(contentImageSchema),
  /** The caption a text.caption node wrote, when the workflow had one. */
  caption: z.string().nullable(),
  productId: z.string().uuid().nullable(),
  /** The linked product's name, so lists need no second call. */
  productName: z.string().nullable(),
  /** The execution that made it (null for content made otherwise). */
  executionId: z.string().uuid().nullable(),
  /**
   * The photo its run started from (`/files/{key}`), for the before/after view; null for
   * content made otherwise.
   */
  sourceImageUrl: z.string().nullable(),
  /**
   * On one item's page (GET /api/content/{id}): the fidelity gate's verdict on the run's generated
   * scene (the weakest, when it made several); null when the run made none.
   */
  productFidelity: productFidelitySchema.nullable().optional(),
  /** A cut-out touch-up: the item it was edited from (null once that item is gone). */
  editedFrom: contentLinkSchema.nullable(),
  /** The touch-ups made from this item, oldest first. */
  editedVersions: z.array(contentLinkSchema),
  /** Whether its run kept a cut-out the creator can edit (GET /api/content/{id}/cutout). */
  cutoutEditable: z.boolean(),
  createdAt: z.string(),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

/**
 * GET /api/content?page=1&limit=12[&productId=][&executionId=] — newest first; `executionId`
 * keeps what one run made (a snap's image and its social formats, say).
 */
export const listContentQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(48).default(CONTENT_PAGE_SIZE),
  productId: z.string().uuid().optional(),
  executionId: z.string().uuid().optional(),
  /** Words in the item's name, its product's or its snap's (case and accents as typed). */
  q: z.string().trim().max(100).optional(),
  snapId: z.string().uuid().optional(),
  type: contentTypeSchema.optional(),
  /** Made on or after this day, and on or before this one (YYYY-MM-DD, the server's days). */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});

export type ListContentQuery = z.infer<typeof listContentQuerySchema>;

/** The most items one bulk action takes: a few pages of the library. */
export const BULK_CONTENT_LIMIT = 100;

/** POST /api/content/bulk-delete: the creator's items (with their formats) to delete. */
export const bulkContentSchema = z.object({
  ids: z
    .array(z.string().uuid('Each id must be a content id'))
    .min(1, 'Choose at least one item')
    .max(BULK_CONTENT_LIMIT, `Choose at most ${BULK_CONTENT_LIMIT} items`),
});
export const bulkDeleteResponseSchema = z.object({ deleted: z.number().int() });

/** GET /api/content/archive?ids=a,b,c: the items' images (and formats') in one ZIP. */
export const contentArchiveQuerySchema = z.object({
  ids: z
    .string()
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(bulkContentSchema.shape.ids),
});
export const contentPageSchema = z.object({
  content: z.array(contentItemSchema),
  hasMore: z.boolean(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

/** PATCH /api/content/{id}: link to one of the caller's products, or unlink with null. */
export const patchContentSchema = z.object({
  productId: z.string().uuid('productId must be a product id').nullable(),
});
export type PatchContent = z.infer<typeof patchContentSchema>;
