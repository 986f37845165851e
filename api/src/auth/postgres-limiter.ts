import { RateLimiterPostgres } from 'rate-limiter-flexible';
import { type Database } from '../domain/database';

/**
 * A limiter kept in Postgres's `rate_limits` table (made by a migration), so every API instance
 * shares it: `points` per `duration` seconds per key, under `keyPrefix`.
 */
export function postgresLimiter(
  db: Database,
  keyPrefix: string,
  points: number,
  duration: number,
): RateLimiterPostgres {
  return new RateLimiterPostgres({
    storeClient: db,
    storeType: 'knex',
    tableName: 'rate_limits',
    tableCreated: true,
    clearExpiredByTimeout: false,
    keyPrefix,
    points,
    duration,
  });
}
