import { API_ERRORS, type ApiErrorCode } from '../contract/error-codes';
import { analyzeImagesSchema, TOO_MANY_IMAGES } from '../contract/products';
import { InsufficientCreditsError } from '../domain/credits/ledger';
import { DomainError } from '../domain/errors';
import { toErrorResponse } from '../http/error-middleware';
import { SensitiveContentError } from '../services/sensitive-content-error';

/** The error `parse` throws. */
function zodErrorOf(parse: () => unknown): unknown {
  try {
    parse();
  } catch (error) {
    return error;
  }
  throw new Error('the input was accepted');
}

describe('the error answer', () => {
  it.each(Object.keys(API_ERRORS) as ApiErrorCode[])(
    '%s answers the status and default message of the table',
    (code) => {
      expect(toErrorResponse(new DomainError(code))).toEqual({
        status: API_ERRORS[code].status,
        body: { error: code, message: API_ERRORS[code].message },
      });
    },
  );

  it("keeps a thrower's more precise message and its extra fields beside the code", () => {
    expect(toErrorResponse(new InsufficientCreditsError(5, 2))).toEqual({
      status: 402,
      body: {
        error: 'insufficient_tokens',
        message: 'This needs 5 tokens; you have 2.',
        requiredTokens: 5,
        currentTokens: 2,
      },
    });
    expect(toErrorResponse(new SensitiveContentError())).toEqual({
      status: 422,
      body: {
        error: 'sensitive_content',
        message: API_ERRORS.sensitive_content.message,
        errorType: 'SENSITIVE_CONTENT',
        errorCode: 'E005',
      },
    });
  });

  it("answers a contract check's own code with that code's status", () => {
    const error = zodErrorOf(() =>
      analyzeImagesSchema.parse({ images: ['a', 'b', 'c', 'd', 'e', 'f'] }),
    );
    expect(toErrorResponse(error)).toEqual({
      status: 400,
      body: { error: 'too_many_images', message: TOO_MANY_IMAGES },
    });
  });

  it('answers any other failed check as validation_error naming the field', () => {
    const error = zodErrorOf(() => analyzeImagesSchema.parse({ images: 'not a list' }));
    expect(toErrorResponse(error)).toMatchObject({
      status: 400,
      body: { error: 'validation_error', message: expect.stringMatching(/^images: /) },
    });
  });

  it("keeps a body parser's own 4xx status", () => {
    const tooLarge = Object.assign(new Error('request entity too large'), { status: 413 });
    expect(toErrorResponse(tooLarge)).toEqual({
      status: 413,
      body: { error: 'payload_too_large', message: API_ERRORS.payload_too_large.message },
    });
    const malformed = Object.assign(new Error('Unexpected token'), { status: 400 });
    expect(toErrorResponse(malformed).body.error).toBe('invalid_json');
  });

  it('answers anything else as internal_error without its details', () => {
    expect(toErrorResponse(new Error('connection refused at 10.0.0.5'))).toEqual({
      status: 500,
      body: { error: 'internal_error', message: API_ERRORS.internal_error.message },
    });
  });
});
