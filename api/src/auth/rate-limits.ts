import { type Context } from 'koa';
import { type RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { type Database } from '../domain/database';
import { DomainError } from '../domain/errors';
import { createLoginThrottle } from './login-throttle';
import { postgresLimiter } from './postgres-limiter';

/** Attempts allowed per window, before `factor` scales them (tests and load runs raise it). */
const POLICIES = {
  login: { points: 10, duration: 15 * 60 },
  register: { points: 5, duration: 60 * 60 },
  resend: { points: 5, duration: 60 * 60 },
  reset: { points: 5, duration: 60 * 60 },
} as const;

export type RateLimitedAction = keyof typeof POLICIES;

export interface RateLimits {
  /** Counts one attempt for `key`; throws rate_limited, 429 (with Retry-After), when over the limit. */
  consume(action: RateLimitedAction, ctx: Context, key: string): Promise<void>;
  /** Forgets the attempts of `key` (a successful login clears its failures). */
  reset(action: RateLimitedAction, key: string): Promise<void>;
  /**
   * A password check for `account` under the guessing throttle (login-throttle.ts): its result,
   * or rate_limited, 429 with Retry-After, when the account or the address must wait.
   */
  attemptLogin<T>(
    ctx: Context,
    account: string,
    check: () => Promise<T | undefined>,
  ): Promise<T | undefined>;
}

/**
 * Limits shared by every API instance, kept in Postgres (rate-limiter-flexible), so that a second
 * instance behind the load balancer does not double the allowance.
 */
export function createRateLimits(db: Database, factor = 1): RateLimits {
  const limiters = Object.fromEntries(
    Object.entries(POLICIES).map(([action, policy]) => [
      action,
      postgresLimiter(db, action, Math.max(1, Math.round(policy.points * factor)), policy.duration),
    ]),
  ) as Record<RateLimitedAction, RateLimiterPostgres>;

  const throttle = createLoginThrottle(db, factor);
  return {
    async consume(action, ctx, key) {
      try {
        await limiters[action].consume(key);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        throw tooManyAttempts(ctx, rejection.msBeforeNext / 1000);
      }
    },
    async attemptLogin(ctx, account, check) {
      const { result, refused } = await throttle.attempt(ctx, account, check);
      if (refused) throw tooManyAttempts(ctx, refused.retryAfter);
      return result;
    },
    async reset(action, key) {
      await limiters[action].delete(key);
    },
  };
}

/** rate_limited with Retry-After: the spec's message, in whole minutes (at least one). */
function tooManyAttempts(ctx: Context, retryAfterSeconds: number): DomainError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  ctx.set('Retry-After', String(seconds));
  const minutes = Math.ceil(seconds / 60);
  return new DomainError(
    'rate_limited',
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}

/** One key per client address and, where given, per account, so one victim cannot be locked out by anyone. */
export function clientKey(ctx: Context, account?: string): string {
  return account ? `${ctx.ip}:${account.toLowerCase()}` : ctx.ip;
}
