import { z } from 'zod';

/** `GET /api/credits/balance`: the signed-in user's available tokens. */
export const balanceResponseSchema = z.object({ credits: z.number().int() });
export type BalanceResponse = z.infer<typeof balanceResponseSchema>;
