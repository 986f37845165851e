import { z } from 'zod';
import { outputChoiceSchema } from '@studio/workflows/graph/output-shape';
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
