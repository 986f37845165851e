import {
  FailureType,
  PRODUCT_NON_RETRYABLE_ERRORS,
  type ProductFailureType,
} from '@studio/workflows/contract/failure-types';
import { type Logger } from 'pino';
import { HttpError } from '../http/http-error';
import { SensitiveContentHttpError } from '../http/sensitive-content-error';
import { isWorkflowTimeout, rootApplicationFailure } from '../temporal/workflow-outcome';

const KNOWN_FAILURES: ReadonlySet<string> = new Set(PRODUCT_NON_RETRYABLE_ERRORS);
const isKnownFailure = (type: string | null | undefined): type is ProductFailureType =>
  KNOWN_FAILURES.has(type ?? '');

/** What a product workflow's caller answers when no known failure type explains the error. */
export interface WorkflowFallback {
  code: string;
  message: string;
  timeoutCode: string;
  timeoutMessage: string;
}

export const ANALYSIS_FAILED: WorkflowFallback = {
  code: 'analysis_failed',
  message: 'Could not analyze the product. Please try again.',
  timeoutCode: 'analysis_timeout',
  timeoutMessage: 'The analysis is taking longer than expected. Please try again.',
};

export const ENHANCEMENT_FAILED: WorkflowFallback = {
  code: 'enhancement_failed',
  message: 'Could not enhance the text.',
  timeoutCode: 'enhancement_timeout',
  timeoutMessage: 'Enhancing the text took too long. Please try again.',
};

/**
 * Turns a product workflow's failure into the answer the creator gets. The failure types are
 * PRODUCT_NON_RETRYABLE_ERRORS. Refused addresses and missing files answer our own words (the
 * activity's may name internals: an address, a file key); an unavailable page and unusable input
 * answer the activity's message, written for the creator. Anything else is the caller's fallback
 * (502), logged with its cause.
 */
export function productWorkflowHttpError(
  error: unknown,
  fallback: WorkflowFallback,
  log: Logger,
): HttpError {
  if (isWorkflowTimeout(error)) {
    log.warn({ err: error }, 'product workflow timed out');
    return new HttpError(504, fallback.timeoutCode, fallback.timeoutMessage);
  }
  const failure = rootApplicationFailure(error);
  // A failure without a type of ours is a fault (a provider down, Temporal unreachable).
  const type = failure?.type;
  if (!failure || !isKnownFailure(type)) {
    log.error({ err: failure ?? error }, 'product workflow failed');
    return new HttpError(502, fallback.code, fallback.message);
  }
  log.info({ type, reason: failure.message }, 'product workflow refused its input');
  switch (type) {
    case FailureType.UnsafeUrl:
      return new HttpError(
        400,
        'unsafe_url',
        'This address cannot be analyzed. Please enter the public address of a product page.',
      );
    case FailureType.PageUnavailable:
      return new HttpError(
        422,
        'page_unavailable',
        failure.message ||
          'Could not load a product page at this address. Please check it and try again.',
      );
    case FailureType.InvalidInput:
      return new HttpError(
        400,
        'invalid_input',
        failure.message || 'These images or this text cannot be used.',
      );
    case FailureType.FileNotFound:
      return new HttpError(404, 'file_not_found', 'One of the images was not found.');
    case FailureType.SensitiveContent:
      return new SensitiveContentHttpError(failure.message || undefined);
  }
}
