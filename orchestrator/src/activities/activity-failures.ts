import { ApplicationFailure } from '@temporalio/activity';
import { ProviderError, SensitiveContentError } from '../providers/capabilities';
import { UpscaleTooLargeError } from '../images/upscale';
import { FailureType, SENSITIVE_CONTENT_CODE } from '@studio/workflows/contract/failure-types';

export function invalidInput(message: string): ApplicationFailure {
  return ApplicationFailure.nonRetryable(message, FailureType.InvalidInput);
}

/**
 * Sorts an activity's error for Temporal's retry policy: sensitive content (E005) and bad input
 * are final; a provider error is retried when the provider says another attempt may succeed.
 * Errors it does not know stay as they are (retried).
 */
export function toActivityFailure(error: unknown): unknown {
  if (error instanceof ApplicationFailure) return error;
  if (error instanceof SensitiveContentError) {
    return ApplicationFailure.create({
      message: error.message,
      type: FailureType.SensitiveContent,
      nonRetryable: true,
      details: [{ code: SENSITIVE_CONTENT_CODE }],
    });
  }
  if (error instanceof UpscaleTooLargeError) return invalidInput(error.message);
  if (error instanceof ProviderError) {
    return ApplicationFailure.create({
      message: error.message,
      type: FailureType.ProviderError,
      nonRetryable: !error.retryable,
      details: error.code ? [{ code: error.code }] : [],
    });
  }
  // sharp could not decode what it was given: retrying would fail the same way.
  if (
    error instanceof Error &&
    /Input buffer|unsupported image format|VipsJpeg|pngload|Image too large/i.test(error.message)
  ) {
    return invalidInput(`The image could not be processed: ${error.message}`);
  }
  return error;
}
