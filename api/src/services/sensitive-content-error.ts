import { DomainError } from '../domain/errors';

/** 422 sensitive_content with the fields the UI's sensitive-content dialog looks for (spec section 8). */
export class SensitiveContentError extends DomainError {
  constructor(message?: string) {
    super('sensitive_content', message, { errorType: 'SENSITIVE_CONTENT', errorCode: 'E005' });
  }
}
