import { z } from 'zod';
import { snapSchema } from './snaps';

/**
 * The `/v1` API's answers (issue 37): what a business's program reads. Lists answer
 * `{ data: [...] }`, as Stripe's do, so a cursor can join them without changing their shape.
 */
export const v1SnapListSchema = z.object({ data: z.array(snapSchema) });
export const v1BalanceSchema = z.object({
  /** Credits the account can spend now. */
  credits: z.number().int(),
});
