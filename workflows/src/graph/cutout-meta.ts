import { z } from 'zod';

/**
 * What a remove-background node records about its cut-out beside its output (its state's
 * `meta.cutout`), for the creator's touch-up: the objects it found, and the objects map file.
 * Part of the graph model because the record travels from the worker to the API and the editor.
 */

export const cutoutBoxSchema = z.object({
  left: z.number().int(),
  top: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
});

/** An object the cut-out step found: kept in the cut-out, or left out by the remover. */
export const cutoutObjectSchema = z.object({
  /** Its value in the objects map's red channel. */
  label: z.number().int().min(1).max(255),
  kept: z.boolean(),
  /** Where it is, in the cut-out's pixels. */
  box: cutoutBoxSchema,
});
export type CutoutObject = z.infer<typeof cutoutObjectSchema>;

export const cutoutMetaSchema = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  objects: z.array(cutoutObjectSchema),
  /**
   * The objects map, an RGB PNG of the cut-out's size: red is each pixel's object label (0 for
   * none), green the alpha the object has when kept.
   */
  objectsFileKey: z.string(),
});
export type CutoutMeta = z.infer<typeof cutoutMetaSchema>;
