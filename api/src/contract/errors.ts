import { z } from 'zod';

/** The one error body every failing API call answers with. */
export const errorBodySchema = z.object({
  /** A stable, machine-readable code such as `invalid_image`. */
  error: z.string(),
  /** A sentence a person can read; the UI may show it as it is. */
  message: z.string(),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
