/**
 * Errors the domain raises for bad input or missing things. Each carries a stable code; the HTTP
 * layer maps codes to statuses, the orchestrator maps them to non-retryable failures.
 */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** Extra fields a client needs to act on the error, sent beside `error` and `message`. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class InvalidImageError extends DomainError {
  constructor(message = 'Please select valid image files') {
    super('invalid_image', message);
  }
}

export class ImageTooLargeError extends DomainError {
  constructor(message: string) {
    super('image_too_large', message);
  }
}

export class NotFoundError extends DomainError {
  constructor(code: string, message: string) {
    super(code, message);
  }
}
