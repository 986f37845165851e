import knex, { type Knex } from 'knex';

export type Database = Knex;

/**
 * A knex instance for the app's Postgres database. Objection models are bound per query
 * (`Model.query(db)`) rather than globally, so one process can talk to several databases
 * (the tests do: each test file has its own).
 */
export function createDatabase(connectionString: string, pool = { min: 0, max: 10 }): Database {
  return knex({ client: 'pg', connection: connectionString, pool });
}
