import knex, { type Knex } from 'knex';

export type Database = Knex;

export interface DatabaseOptions {
  pool?: { min: number; max: number };
  /** How long a query waits for a connection before failing (knex's default is a minute). */
  acquireTimeoutMs?: number;
  /** Where knex's own warnings go (connection failures, deprecations); console by default. */
  logger?: { warn(message: string): void; error(message: string): void };
}

/**
 * A knex instance for the app's Postgres database. Objection models are bound per query
 * (`Model.query(db)`) rather than globally, so one process can talk to several databases
 * (the tests do: each test file has its own).
 */
export function createDatabase(connectionString: string, options: DatabaseOptions = {}): Database {
  return knex({
    client: 'pg',
    connection: connectionString,
    pool: options.pool ?? { min: 0, max: 10 },
    acquireConnectionTimeout: options.acquireTimeoutMs ?? 10_000,
    ...(options.logger && {
      log: {
        warn: (message: string) => options.logger!.warn(message),
        error: (message: string) => options.logger!.error(message),
        deprecate: (method: string, alternative: string) =>
          options.logger!.warn(`knex: ${method} is deprecated, use ${alternative}`),
        debug: () => {},
      },
    }),
  });
}
