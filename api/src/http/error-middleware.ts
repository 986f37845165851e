import { type Middleware } from 'koa';
import { ZodError } from 'zod';
import { type ErrorBody } from '../contract/errors';
import { DomainError } from '../domain/errors';
import { HttpError } from './http-error';

/** HTTP status for each domain error code; codes not listed are plain bad requests. */
const DOMAIN_STATUS: Record<string, number> = {
  invalid_image: 400,
  email_taken: 409,
  demo_limit_exceeded: 403,
  invalid_graph: 422,
  workflow_not_found: 404,
  execution_not_found: 404,
  insufficient_tokens: 402,
  image_too_large: 413,
  snap_not_found: 404,
  content_not_found: 404,
  product_not_found: 404,
  file_not_found: 404,
  invalid_image_url: 400,
  too_many_images: 400,
  packshot_mismatch: 400,
  plan_not_found: 404,
  checkout_session_not_found: 404,
  already_subscribed: 409,
  checkout_expired: 409,
  payment_provider_unavailable: 502,
};

const INTERNAL: ErrorBody = {
  error: 'internal_error',
  message: 'Something went wrong on our side. Please try again.',
};

/**
 * First in the chain: every error becomes `{error, message}` with a stable code. Server faults are
 * logged with the request id and their details never reach the client.
 */
export function errorMiddleware(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body == null) {
        throw new HttpError(404, 'not_found', `No such route: ${ctx.method} ${ctx.path}`);
      }
    } catch (error) {
      const { status, body } = toErrorResponse(error);
      if (status >= 500) ctx.state.log.error({ err: error }, 'request failed');
      else ctx.state.log.info({ code: body.error }, body.message);
      ctx.status = status;
      ctx.body = body;
    }
  };
}

function toErrorResponse(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof HttpError) {
    return {
      status: error.status,
      body: { ...error.extra, error: error.code, message: error.message },
    };
  }
  if (error instanceof ZodError) {
    const issue = error.issues[0];
    // A check the contract gave a code of its own (e.g. too_many_images) answers that code.
    const code = issue?.code === 'custom' ? issue.params?.code : undefined;
    if (typeof code === 'string') {
      return { status: DOMAIN_STATUS[code] ?? 400, body: { error: code, message: issue!.message } };
    }
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    return {
      status: 400,
      body: {
        error: 'validation_error',
        message: `${where}${issue?.message ?? 'Invalid request'}`,
      },
    };
  }
  if (error instanceof DomainError) {
    return {
      status: DOMAIN_STATUS[error.code] ?? 400,
      body: { ...error.details, error: error.code, message: error.message },
    };
  }
  // Errors from the body parser (http-errors): malformed JSON, oversized or unsupported bodies.
  const status = (error as { status?: unknown }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, body: bodyParserError(status) };
  }
  return { status: 500, body: INTERNAL };
}

function bodyParserError(status: number): ErrorBody {
  switch (status) {
    case 413:
      return { error: 'payload_too_large', message: 'The request body is too large.' };
    case 415:
      return { error: 'unsupported_media_type', message: 'Send the request body as JSON.' };
    default:
      return { error: 'invalid_json', message: 'The request body is not valid JSON.' };
  }
}
