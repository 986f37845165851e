import { z } from 'zod';

const componentStatus = z.object({ ok: z.boolean(), error: z.string().optional() });

export const healthResponseSchema = z.object({
  ok: z.boolean(),
  database: componentStatus,
  temporal: componentStatus,
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
