import { randomUUID } from 'node:crypto';
import { type Middleware } from 'koa';
import { type Logger } from 'pino';

declare module 'koa' {
  interface DefaultState {
    requestId: string;
    log: Logger;
  }
}

const REQUEST_ID = /^[\w-]{8,64}$/;

/** Gives each request an id (echoed in X-Request-Id), a child logger, and an access-log line. */
export function requestContext(logger: Logger): Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get('X-Request-Id');
    const requestId = REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.state.log = logger.child({ requestId });
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      ctx.state.log.info(
        {
          method: ctx.method,
          path: ctx.path,
          status: ctx.status,
          ms: Math.round(performance.now() - started),
        },
        'request',
      );
    }
  };
}
