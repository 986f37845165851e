import { z } from 'zod';

/** A category's name: trimmed, 1 to 60 characters, unique whatever its letter case. */
export const categoryNameSchema = z
  .string({ error: 'Give the category a name.' })
  .trim()
  .min(1, 'Give the category a name.')
  .max(60, 'A category name has at most 60 characters.');

/** One row of the managers' category list (`GET /api/manager/categories`), in gallery order. */
export const managedCategorySchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  /** Ascending; creators see the categories in this order. */
  position: z.number().int(),
  /** Every snap in it, active or not, and how many of them creators can run now. */
  snapCount: z.number().int(),
  activeSnapCount: z.number().int(),
  /** ISO 8601. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ManagedCategory = z.infer<typeof managedCategorySchema>;

export const managerCategoryListSchema = z.object({ categories: z.array(managedCategorySchema) });
export type ManagerCategoryList = z.infer<typeof managerCategoryListSchema>;

/** `POST /api/manager/categories` (201, placed last) and `PATCH /api/manager/categories/:id`. */
export const categoryRequestSchema = z.object({ name: categoryNameSchema });
export type CategoryRequest = z.infer<typeof categoryRequestSchema>;

/**
 * `PUT /api/manager/categories/order`: every category's id, once, in the new order. A list that
 * is not exactly the existing categories (one was added or deleted meanwhile) answers 409
 * `category_order_stale` and changes nothing.
 */
export const reorderCategoriesRequestSchema = z.object({
  ids: z
    .array(z.string().uuid())
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length, 'Each category may appear only once.'),
});
export type ReorderCategoriesRequest = z.infer<typeof reorderCategoriesRequestSchema>;

/** The snaps that keep a category from being deleted (409 `category_in_use`'s `snaps`). */
export const categoryInUseDetailsSchema = z.object({
  snaps: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type CategoryInUseDetails = z.infer<typeof categoryInUseDetailsSchema>;
