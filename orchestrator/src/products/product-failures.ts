import { ApplicationFailure } from '@temporalio/activity';
import { DomainError } from '@studio/api/domain/errors';
import { invalidInput, toActivityFailure } from '../activities/activity-failures';
import { ProviderError } from '../providers/capabilities';
import { FetchFailedError, UnsafeUrlError } from '../web/fetch-errors';
import { FailureType } from '@studio/workflows/contract/failure-types';

/**
 * The product activities' errors as the failure types the API maps to answers
 * (PRODUCT_NON_RETRYABLE_ERRORS): a refused address is `UnsafeUrl` (its reason stays in the
 * worker's log, never in the answer), a page that cannot be read is `PageUnavailable`, input no
 * provider can take is `InvalidInput`; the rest as every activity sorts them.
 */
export function toProductFailure(error: unknown): unknown {
  if (error instanceof UnsafeUrlError) {
    return ApplicationFailure.nonRetryable(error.message, FailureType.UnsafeUrl);
  }
  if (error instanceof FetchFailedError) {
    return ApplicationFailure.nonRetryable(error.message, FailureType.PageUnavailable);
  }
  if (error instanceof DomainError) return invalidInput(error.message);
  if (
    error instanceof ProviderError &&
    (error.code === 'invalid_image' || error.code === 'invalid_text')
  ) {
    return invalidInput(error.message);
  }
  return toActivityFailure(error);
}

export function pageUnavailable(message: string): ApplicationFailure {
  return ApplicationFailure.nonRetryable(message, FailureType.PageUnavailable);
}
