import { type Context } from 'koa';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { type Database } from '../domain/database';
import { postgresLimiter } from './postgres-limiter';

/**
 * Password guessing, throttled the way OWASP's authentication guidance describes, on top of the
 * per-address-and-account limit (rate-limits.ts):
 * - per account, whatever the address: after FREE_FAILURES failed passwords in 15 minutes each
 *   further failure makes the account wait before the next try, doubling from one second up to
 *   CEILING_SECONDS. Guessing from many addresses is slowed to one try a minute, yet a stranger can
 *   never lock the owner out for longer than that: a slow-down with a ceiling, not a lockout. A
 *   success clears it.
 * - per address, whatever the account: ADDRESS_FAILURES failed passwords an hour (credential
 *   stuffing across many accounts from one address).
 * Attempts on one account are taken one at a time (a short in-flight mark in the same table,
 * not a held connection), so a burst of concurrent guesses cannot slip past the wait before the
 * first failure is counted: the others are told to retry in a second.
 */
export const FREE_FAILURES = 5;
export const CEILING_SECONDS = 60;
export const ADDRESS_FAILURES = 100;
const WINDOW_SECONDS = 15 * 60;

export interface LoginRefusal {
  /** Seconds until a try may be made. */
  retryAfter: number;
}

export interface LoginThrottle {
  /**
   * Runs `check` (the password check) unless the account or the address must wait, and counts its
   * failure; answers its result, or a refusal saying how long to wait.
   */
  attempt<T>(
    ctx: Context,
    account: string,
    check: () => Promise<T | undefined>,
  ): Promise<{ result?: T; refused?: LoginRefusal }>;
}

export function createLoginThrottle(db: Database, factor = 1): LoginThrottle {
  const limiter = (keyPrefix: string, points: number, duration: number) =>
    postgresLimiter(db, keyPrefix, points, duration);
  const free = Math.max(1, Math.round(FREE_FAILURES * factor));
  // Counts an account's failures in the window; never refuses by itself.
  const failures = limiter('login-account-failures', Number.MAX_SAFE_INTEGER, WINDOW_SECONDS);
  // Blocked for the wait after a failure; otherwise open.
  const wait = limiter('login-account-wait', 1, 1);
  // An attempt being checked; it expires by itself if its process dies mid-check.
  const inFlight = limiter('login-account-in-flight', 1, 10);
  const addresses = limiter(
    'login-address-failures',
    Math.max(1, Math.round(ADDRESS_FAILURES * factor)),
    60 * 60,
  );

  return {
    async attempt(ctx, account, check) {
      const key = account.toLowerCase();
      const blocked = await wait.get(key);
      if (blocked && blocked.consumedPoints > 1) {
        return { refused: { retryAfter: Math.ceil(blocked.msBeforeNext / 1000) } };
      }
      // The address's failure is counted before the check, in one atomic step, and given back
      // unless the password turns out wrong. Read first and counted after, as it once was, guesses
      // sent at many accounts at the same moment all passed the read: the chaos suite's
      // password-guessing saw 104 checks from an address allowed 100, with only 8 in flight.
      try {
        await addresses.consume(ctx.ip);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          return { refused: { retryAfter: Math.ceil(rejection.msBeforeNext / 1000) } };
        }
        throw rejection;
      }
      let wrongPassword = false;
      try {
        try {
          await inFlight.consume(key);
        } catch (rejection) {
          if (rejection instanceof RateLimiterRes) return { refused: { retryAfter: 1 } };
          throw rejection;
        }
        try {
          const result = await check();
          if (result !== undefined) {
            await Promise.all([failures.delete(key), wait.delete(key)]);
            return { result };
          }
          wrongPassword = true;
          const counted = await failures.penalty(key, 1);
          if (counted.consumedPoints > free) {
            const seconds = Math.min(CEILING_SECONDS, 2 ** (counted.consumedPoints - free - 1));
            await wait.block(key, seconds);
          }
          return {};
        } finally {
          await inFlight.delete(key);
        }
      } finally {
        if (!wrongPassword) await addresses.reward(ctx.ip, 1);
      }
    },
  };
}
