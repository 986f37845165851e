import { type Middleware } from 'koa';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../contract/csrf';
import { DomainError } from '../domain/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing /api calls that a page on another site could have made with the user's
 * cookie: the Origin (when the browser sends one) must be this site's, and the custom header must
 * be present, which a cross-site page cannot add without a CORS preflight we never grant.
 */
export function csrfProtection(options: {
  allowedOrigins: string[];
  exempt?: string[];
}): Middleware {
  const allowed = new Set(options.allowedOrigins.map((o) => new URL(o).origin));
  return async (ctx, next) => {
    if (
      SAFE_METHODS.has(ctx.method) ||
      !ctx.path.startsWith('/api/') ||
      options.exempt?.includes(ctx.path)
    ) {
      return next();
    }
    const origin = ctx.get('Origin');
    // This site's own origin, from the Host header the browser set (in Koa 3, `ctx.origin` is
    // the request's Origin header itself, so it cannot be used for this comparison).
    const own = `${ctx.protocol}://${ctx.host}`;
    if (origin && origin !== own && !allowed.has(origin)) {
      throw new DomainError('csrf_rejected');
    }
    if (ctx.get(CSRF_HEADER) !== CSRF_HEADER_VALUE) {
      throw new DomainError(
        'csrf_rejected',
        `Missing the ${CSRF_HEADER} header required on changes.`,
      );
    }
    await next();
  };
}
