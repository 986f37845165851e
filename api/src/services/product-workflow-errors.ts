import {
  FailureType,
  PRODUCT_NON_RETRYABLE_ERRORS,
  type ProductFailureType,
} from '@studio/workflows/contract/failure-types';
import { type Logger } from 'pino';
import { type ApiErrorCode } from '../contract/error-codes';
import { DomainError } from '../domain/errors';
import { isWorkflowTimeout, rootApplicationFailure } from '../temporal/workflow-outcome';
import { SensitiveContentError } from './sensitive-content-error';

const KNOWN_FAILURES: ReadonlySet<string> = new Set(PRODUCT_NON_RETRYABLE_ERRORS);
const isKnownFailure = (type: string | null | undefined): type is ProductFailureType =>
  KNOWN_FAILURES.has(type ?? '');

/** What a product workflow's caller answers when no known failure type explains the error. */
export interface WorkflowFallback {
  /** A failure (502): its table message is the answer. */
  code: ApiErrorCode;
  /** The wait ran out (504). */
  timeoutCode: ApiErrorCode;
}

export const ANALYSIS_FAILED: WorkflowFallback = {
  code: 'analysis_failed',
  timeoutCode: 'analysis_timeout',
};

export const ENHANCEMENT_FAILED: WorkflowFallback = {
  code: 'enhancement_failed',
  timeoutCode: 'enhancement_timeout',
};

/**
 * Turns a product workflow's failure into the answer the creator gets. The failure types are
 * PRODUCT_NON_RETRYABLE_ERRORS. Refused addresses and missing files answer our own words (the
 * activity's may name internals: an address, a file key); an unavailable page and unusable input
 * answer the activity's message, written for the creator. Anything else is the caller's fallback
 * (502), logged with its cause.
 */
export function productWorkflowError(
  error: unknown,
  fallback: WorkflowFallback,
  log: Logger,
): DomainError {
  if (isWorkflowTimeout(error)) {
    log.warn({ err: error }, 'product workflow timed out');
    return new DomainError(fallback.timeoutCode);
  }
  const failure = rootApplicationFailure(error);
  // A failure without a type of ours is a fault (a provider down, Temporal unreachable).
  const type = failure?.type;
  if (!failure || !isKnownFailure(type)) {
    log.error({ err: failure ?? error }, 'product workflow failed');
    return new DomainError(fallback.code);
  }
  log.info({ type, reason: failure.message }, 'product workflow refused its input');
  switch (type) {
    case FailureType.UnsafeUrl:
      return new DomainError('unsafe_url');
    case FailureType.PageUnavailable:
      return new DomainError('page_unavailable', failure.message || undefined);
    case FailureType.InvalidInput:
      return new DomainError('invalid_input', failure.message || undefined);
    case FailureType.FileNotFound:
      return new DomainError('file_not_found');
    case FailureType.SensitiveContent:
      return new SensitiveContentError(failure.message || undefined);
  }
}
