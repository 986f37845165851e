import { z } from 'zod';

const componentStatus = z.object({ ok: z.boolean(), error: z.string().optional() });

export const healthResponseSchema = z.object({
  ok: z.boolean(),
  database: componentStatus,
  temporal: componentStatus,
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** `GET /api/ready`: whether this instance should be sent requests. */
export const readinessResponseSchema = z.object({
  ok: z.boolean(),
  draining: z.boolean(),
  database: componentStatus,
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
