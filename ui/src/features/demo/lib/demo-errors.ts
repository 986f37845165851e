import { ApiError } from '@/lib/api-client';
import { SENSITIVE_CONTENT_CODE, SENSITIVE_CONTENT_MESSAGE } from '@/lib/sensitive-content';

/** Spec section 8: the demo's messages. */
export const DEMO_LIMIT_MESSAGE =
  'You have already used your free demo. Please purchase credits to continue using snaps.';
export const DEMO_FAILED_MESSAGE = 'Failed to generate demo content. Please try again.';
export const NO_SNAP_MESSAGE = 'No snap found for workflow';

/** No snap matches the stored demo's workflow. */
export class NoSnapForWorkflowError extends Error {
  override readonly name = 'NoSnapForWorkflowError';
  constructor(readonly workflow: string) {
    super(NO_SNAP_MESSAGE);
  }
}

export type DemoFailure =
  | { kind: 'sensitive'; message: string }
  | { kind: 'limit'; message: string }
  | { kind: 'no-snap'; message: string }
  | { kind: 'failed'; message: string };

/**
 * How the demo modal answers a failure (spec section 8), by the error's code, never its wording:
 * flagged content (`sensitive_content`, or the spec's 422 SENSITIVE_CONTENT / E005) gets its own
 * dialog with the server's text; a used-up demo (`demo_limit_exceeded`, or any 403) offers
 * credits and no retry; no matching snap and anything else offer a retry.
 */
export function describeDemoFailure(error: unknown): DemoFailure {
  if (error instanceof NoSnapForWorkflowError) return { kind: 'no-snap', message: NO_SNAP_MESSAGE };
  if (error instanceof ApiError) {
    const body = isRecord(error.body) ? error.body : {};
    if (
      error.code === 'sensitive_content' ||
      body.errorType === 'SENSITIVE_CONTENT' ||
      body.errorCode === SENSITIVE_CONTENT_CODE
    ) {
      return { kind: 'sensitive', message: error.serverMessage ?? SENSITIVE_CONTENT_MESSAGE };
    }
    if (error.code === 'demo_limit_exceeded' || error.status === 403) {
      return { kind: 'limit', message: DEMO_LIMIT_MESSAGE };
    }
  }
  return { kind: 'failed', message: DEMO_FAILED_MESSAGE };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
