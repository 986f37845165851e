import { type Middleware } from 'koa';
import { ZodError } from 'zod';
import { API_ERRORS, isApiErrorCode, type ApiErrorCode } from '../contract/error-codes';
import { type ErrorBody } from '../contract/errors';
import { DomainError } from '../domain/errors';
import { isDatabaseUnavailable } from '../domain/database-errors';
import { type ErrorOccurrenceInput } from '../domain/error-logs/error-records';

interface ErrorResponse {
  status: number;
  body: ErrorBody & Record<string, unknown>;
}

/** Keeps a server fault for the managers' Error Logs (see domain/error-logs). */
export type ServerErrorRecorder = (occurrence: ErrorOccurrenceInput) => Promise<unknown>;

/** How long a 5xx answer waits for its record; a slower write goes on without holding it. */
const RECORD_WAIT_MS = 1000;

/**
 * First in the chain: every error becomes `{error, message}` with a stable code, its status taken
 * from the contract's table of codes. Server faults are logged with the request id and their
 * details never reach the client; with `record`, each is also kept for the managers' Error Logs
 * (its code, route pattern, request id, user and stack), which never breaks the answer.
 */
export function errorMiddleware(options: { record?: ServerErrorRecorder } = {}): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body == null) {
        throw new DomainError('not_found', `No such route: ${ctx.method} ${ctx.path}`);
      }
    } catch (error) {
      const { status, body } = toErrorResponse(error);
      if (status >= 500) {
        ctx.state.log.error({ err: error, code: body.error }, 'request failed');
        if (options.record) {
          const matched = (ctx as { _matchedRoute?: unknown })._matchedRoute;
          await recordSafely(
            options.record,
            {
              source: 'api',
              code: body.error,
              message: error instanceof Error ? error.message : String(error),
              route: `${ctx.method} ${typeof matched === 'string' ? matched : ctx.path}`,
              requestId: ctx.state.requestId,
              userId: (ctx.state as { user?: { id: string } }).user?.id ?? null,
              stack: error instanceof Error ? (error.stack ?? null) : null,
            },
            ctx.state.log,
          );
        }
      } else ctx.state.log.info({ code: body.error }, body.message);
      ctx.status = status;
      ctx.body = body;
    }
  };
}

/**
 * Records a fault, waiting at most RECORD_WAIT_MS: a failed or slow write (the database may be
 * the fault) is logged and the answer goes out as it would have without it.
 */
async function recordSafely(
  record: ServerErrorRecorder,
  occurrence: ErrorOccurrenceInput,
  log: { error: (obj: object, msg: string) => void },
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const written = Promise.resolve()
    .then(() => record(occurrence))
    .catch((err: unknown) => log.error({ err }, 'could not record the error for Error Logs'));
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, RECORD_WAIT_MS);
  });
  await Promise.race([written, waited]);
  clearTimeout(timer);
}

function answer(
  code: ApiErrorCode,
  message: string = API_ERRORS[code].message,
  details?: Record<string, unknown>,
): ErrorResponse {
  return { status: API_ERRORS[code].status, body: { ...details, error: code, message } };
}

export function toErrorResponse(error: unknown): ErrorResponse {
  if (error instanceof DomainError) return answer(error.code, error.message, error.details);
  if (error instanceof ZodError) {
    const issue = error.issues[0];
    // A check the contract gave a code of its own (e.g. too_many_images) answers that code.
    const code = issue?.code === 'custom' ? issue.params?.code : undefined;
    if (isApiErrorCode(code)) return answer(code, issue!.message);
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    return answer('validation_error', `${where}${issue?.message ?? 'Invalid request'}`);
  }
  // Errors from the body parser (http-errors): malformed JSON, oversized or unsupported bodies.
  // Their own 4xx status stands; the code names the usual reason for it.
  const status = (error as { status?: unknown }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { ...answer(bodyParserCode(status)), status };
  }
  if (isDatabaseUnavailable(error)) return answer('database_unavailable');
  return answer('internal_error');
}

function bodyParserCode(status: number): ApiErrorCode {
  switch (status) {
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    default:
      return 'invalid_json';
  }
}
