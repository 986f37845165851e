import { ApiError } from '@/lib/api-client';

/** The API's answer for content that does not exist or is not the caller's (or a malformed id). */
export function isMissingContent(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
