import type { SocialFormat } from '@studio/workflows/graph/node-catalogue';
import { outputChoiceSchema } from '@studio/workflows/graph/output-shape';
import { z } from 'zod';
import { executionStatusSchema } from './executions';

/**
 * A snap as creators see it (`GET /api/snaps`): the list comes in gallery order, by category
 * (its position, then name), then the snap's own position within it, then name.
 */
export const snapSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  tags: z.array(z.string()),
  /** The category's name, and its id (one of `GET /api/categories`). */
  category: z.string(),
  categoryId: z.string().uuid(),
  description: z.string(),
  /** Tokens one run costs. */
  cost: z.number().int(),
  /**
   * Tokens that ticking social formats adds to a run, one price however many are ticked (the
   * catalogue's Social formats node); null when the snap makes no single image to size.
   */
  socialFormatsCost: z.number().int().nullable(),
  /** Tokens that HD (2048 px) adds to a run; null when the snap makes no packshot or scene. */
  hdCost: z.number().int().nullable(),
  /** The card's picture (a `/files/` URL any signed-in user may read), or null. */
  coverUrl: z.string().nullable(),
});
export type SnapSummary = z.infer<typeof snapSchema>;

export const listSnapsResponseSchema = z.array(snapSchema);

/** A category of the gallery (`GET /api/categories`: those with a snap to run, in order). */
export const categorySchema = z.object({ id: z.string().uuid(), name: z.string() });
export type Category = z.infer<typeof categorySchema>;

export const listCategoriesResponseSchema = z.array(categorySchema);

export const executeDemoRequestSchema = z.object({
  snapId: z.string().uuid({ message: 'snapId must be a snap id' }),
  inputs: z.object({
    /** The product photo as a data URL (`data:image/png;base64,...`). */
    image: z.string({ message: 'inputs.image must be an image data URL' }),
  }),
});
export type ExecuteDemoRequest = z.infer<typeof executeDemoRequestSchema>;

/** The sizes a run can add (workflows' SOCIAL_FORMATS; listed here so the UI loads no catalogue). */
export const SOCIAL_FORMAT_IDS = [
  'square',
  'story',
  'landscape',
] as const satisfies readonly SocialFormat[];
/**
 * Each format's name and exact size, for the creator's labels: workflows' SOCIAL_FORMATS again,
 * so the UI need not load the node catalogue (api/src/__tests__/social-format-sizes.test.ts
 * holds the two equal).
 */
export const SOCIAL_FORMAT_SIZES = {
  square: { name: 'Square', width: 1080, height: 1080 },
  story: { name: 'Story', width: 1080, height: 1920 },
  landscape: { name: 'Landscape', width: 1200, height: 628 },
} as const satisfies Record<SocialFormat, { name: string; width: number; height: number }>;

export const socialFormatsSchema = z
  .array(z.enum(SOCIAL_FORMAT_IDS))
  .max(SOCIAL_FORMAT_IDS.length)
  .refine((formats) => new Set(formats).size === formats.length, 'Each format once')
  .default([]);

/**
 * Running a snap for credits: a new photo (`inputs.image`), or one of the creator's products
 * (`productId`) whose main image is used when no photo is sent. Content made for a product is
 * linked to it.
 */
export const executeRequestSchema = z
  .object({
    snapId: z.string().uuid({ message: 'snapId must be a snap id' }),
    inputs: z
      .object({ image: z.string({ message: 'inputs.image must be an image data URL' }).optional() })
      .default({}),
    productId: z.string().uuid({ message: 'productId must be a product id' }).optional(),
    /** Sized versions to add, each priced as the catalogue's Social formats node. */
    formats: socialFormatsSchema,
    /** The shape and size of what the snap makes; the snap's own without it. */
    output: outputChoiceSchema.optional(),
  })
  .refine((request) => request.inputs.image !== undefined || request.productId !== undefined, {
    message: 'Choose a product or upload an image',
    path: ['inputs', 'image'],
  });
export type ExecuteRequest = z.input<typeof executeRequestSchema>;

export const executeResponseSchema = z.object({
  executionId: z.string().uuid(),
  status: executionStatusSchema,
  cost: z.number().int(),
});

export const generatedContentSchema = z.object({
  id: z.string().uuid(),
  contentUrls: z.array(z.string()),
});

export const executeDemoResponseSchema = z.object({
  success: z.literal(true),
  content: generatedContentSchema,
});
export type ExecuteDemoResponse = z.infer<typeof executeDemoResponseSchema>;
