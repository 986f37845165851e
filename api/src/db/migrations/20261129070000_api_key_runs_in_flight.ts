import { type Knex } from 'knex';

/**
 * Each API key's runs in flight (issue 37): at most this many of its runs queued or running at
 * once, 10 unless a manager sets another; a start beyond it answers 429 with `Retry-After`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('api_keys', (t) => {
    t.integer('runs_in_flight').notNullable().defaultTo(10);
  });
  await knex.raw(
    'alter table api_keys add constraint api_keys_runs_in_flight_check check (runs_in_flight between 1 and 1000)',
  );
  // Runs started with a key, still under way: what a start counts.
  await knex.raw(
    "create index executions_in_flight_by_api_key on executions (api_key_id) where status in ('queued', 'running')",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index executions_in_flight_by_api_key');
  await knex.schema.alterTable('api_keys', (t) => t.dropColumn('runs_in_flight'));
}
