import { ApiError } from '@/lib/api-client';

/** Not enough tokens for the whole batch: what it needs, what there is, how many runs that pays. */
export type Shortfall = { requiredTokens: number; currentTokens: number; affordable: number };

/** The 402 `insufficient_tokens` answer's numbers (contract/batches.ts), or null for any other. */
export function shortfallOf(error: unknown): Shortfall | null {
  if (!(error instanceof ApiError) || error.code !== 'insufficient_tokens') return null;
  const body = error.body as Record<string, unknown>;
  const number = (field: string) => {
    const value = body[field];
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
  };
  const requiredTokens = number('requiredTokens');
  const currentTokens = number('currentTokens');
  const affordable = number('affordable');
  if (requiredTokens === null || currentTokens === null || affordable === null) return null;
  return { requiredTokens, currentTokens, affordable };
}
