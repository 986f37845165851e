import { HttpError } from './http-error';

/** The spec's default text for flagged content (spec section 8). */
export const SENSITIVE_CONTENT_MESSAGE =
  'The content was flagged as sensitive and cannot be processed. Please try with different content or avoid trademark/copyrighted material.';

/** 422 with the fields the UI's sensitive-content dialog looks for (spec section 8). */
export class SensitiveContentHttpError extends HttpError {
  constructor(message: string = SENSITIVE_CONTENT_MESSAGE) {
    super(422, 'sensitive_content', message);
  }
  override readonly extra = { errorType: 'SENSITIVE_CONTENT', errorCode: 'E005' };
}
