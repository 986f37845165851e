import { ApiError, serverMessage } from '@/lib/api-client';

/** Why a product page could not be analysed, and what the creator can try next. */
export type UrlProblem = { message: string; tryNext: string };

const FROM_IMAGES = 'or use From Images with the product’s photos instead.';

/** What to try for each refusal the analysis can give (api/src/contract/error-codes.ts). */
const TRY_NEXT: Record<string, string> = {
  unsafe_url: `Copy the address from the shop’s product page in your browser (it starts with https://), ${FROM_IMAGES}`,
  page_unavailable: `Open the address in your browser to check the page loads without signing in, ${FROM_IMAGES}`,
  analysis_timeout: `Try again in a moment, ${FROM_IMAGES}`,
};

/**
 * A failed URL analysis as the URL field shows it, under the address the creator typed: the
 * server's sentence (the toast says the same for a moment; this stays until the address changes).
 */
export function urlProblemOf(error: unknown): UrlProblem {
  const code = error instanceof ApiError ? error.code : undefined;
  return {
    message: serverMessage(error) ?? 'Could not analyze the URL. Please check it and try again.',
    tryNext: (code && TRY_NEXT[code]) ?? `Check the address and try again, ${FROM_IMAGES}`,
  };
}
