import { cutoutObjectSchema } from '@studio/workflows/graph/cutout-meta';
import { z } from 'zod';

/**
 * The creator's cut-out touch-up (issue 31): what the editor shows, and the edit it saves. The
 * edit is a mask only; the server makes the cut-out from the run's own photo and cut-out, then
 * runs the same snap version again from the cut-out step (the steps before it are not run or
 * charged).
 */

/** The largest edited mask accepted, in bytes (a 2048 × 2048 one-channel PNG is far smaller). */
export const MASK_MAX_BYTES = 8 * 1024 * 1024;

export { type CutoutObject, cutoutObjectSchema } from '@studio/workflows/graph/cutout-meta';

/** GET /api/content/{id}/cutout: the cut-out a content item was made from, ready to edit. */
export const cutoutTouchUpSchema = z.object({
  contentId: z.string().uuid(),
  /** The cut-out step's node id in the run's graph. */
  nodeId: z.string(),
  /** The cut-out's size in pixels: the edited mask must have it. */
  width: z.number().int(),
  height: z.number().int(),
  /** The creator's photo, the cut-out (PNG with alpha) and the objects map (see cutouts model). */
  photoUrl: z.string(),
  cutoutUrl: z.string(),
  objectsUrl: z.string(),
  objects: z.array(cutoutObjectSchema),
  /** Tokens the edited run costs: only the steps after the cut-out. */
  cost: z.number().int(),
  snapName: z.string(),
});
export type CutoutTouchUp = z.infer<typeof cutoutTouchUpSchema>;

/**
 * POST /api/content/{id}/cutout/edits: the edited mask as a PNG data URL (one channel, or RGBA
 * whose alpha is the mask), the cut-out's size. Its colours are never used.
 */
export const saveCutoutEditSchema = z.object({
  mask: z.string().min(1, 'The edited mask is required'),
});
export type SaveCutoutEdit = z.infer<typeof saveCutoutEditSchema>;

/** 202: the edited run, started; its progress is at /api/executions/{id}. */
export const cutoutEditStartedSchema = z.object({
  executionId: z.string().uuid(),
  cost: z.number().int(),
});
export type CutoutEditStarted = z.infer<typeof cutoutEditStartedSchema>;
