import { API_ERRORS, type ApiErrorCode } from '../contract/error-codes';

/**
 * The app's one error class for refusals a client can act on: a stable code from the contract's
 * table (contract/error-codes.ts), a sentence for people (the table's default unless the thrower
 * has a more precise one) and any extra fields the client needs. Domain code, services, guards
 * and routes all throw it. It knows nothing of HTTP: the error middleware reads the status from
 * the same table, and the orchestrator turns it into a non-retryable failure.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string = API_ERRORS[code].message,
    /** Extra fields a client needs to act on the error, sent beside `error` and `message`. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class InvalidImageError extends DomainError {
  constructor(message?: string) {
    super('invalid_image', message);
  }
}

export class ImageTooLargeError extends DomainError {
  constructor(message: string) {
    super('image_too_large', message);
  }
}
