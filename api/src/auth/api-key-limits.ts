import { type Context } from 'koa';
import { type RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { type Database } from '../domain/database';
import { DomainError } from '../domain/errors';
import { type ApiKey } from '../domain/models/api-key';
import { postgresLimiter } from './postgres-limiter';

const MINUTE_SECONDS = 60;

/**
 * Each API key's requests a minute, counted in Postgres so every API instance shares the count
 * (rate-limiter-flexible, as the sign-in limits): one limiter per distinct limit, a key counted
 * under its own id. Every answer carries `X-RateLimit-Limit`, `-Remaining` and `-Reset`
 * (seconds until the window starts again), as GitHub's and Stripe's APIs do; over the limit, 429
 * `rate_limited` with `Retry-After`. One key's traffic never counts against another's.
 */
export function createApiKeyLimits(db: Database) {
  const limiters = new Map<number, RateLimiterPostgres>();
  const limiterFor = (points: number) => {
    let limiter = limiters.get(points);
    if (!limiter) {
      limiter = postgresLimiter(db, `api-key-${points}`, points, MINUTE_SECONDS);
      limiters.set(points, limiter);
    }
    return limiter;
  };

  return async function countRequest(ctx: Context, key: ApiKey): Promise<void> {
    const limit = key.requests_per_minute;
    let state: RateLimiterRes;
    try {
      state = await limiterFor(limit).consume(key.id);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      setHeaders(ctx, limit, 0, seconds);
      ctx.set('Retry-After', String(seconds));
      throw new DomainError(
        'rate_limited',
        `Too many requests with this API key: it may make ${limit} a minute. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
      );
    }
    setHeaders(ctx, limit, state.remainingPoints, Math.ceil(state.msBeforeNext / 1000));
  };
}

function setHeaders(ctx: Context, limit: number, remaining: number, resetSeconds: number) {
  ctx.set('X-RateLimit-Limit', String(limit));
  ctx.set('X-RateLimit-Remaining', String(Math.max(0, remaining)));
  ctx.set('X-RateLimit-Reset', String(resetSeconds));
}
