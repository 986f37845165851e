import { type Knex } from 'knex';

/**
 * Each API key's request limit (issue 37): requests a minute, 120 unless a manager sets another;
 * answered 429 with `Retry-After` and `X-RateLimit-*` beyond it, per key, whatever other keys do.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('api_keys', (t) => {
    t.integer('requests_per_minute').notNullable().defaultTo(120);
  });
  await knex.raw(
    'alter table api_keys add constraint api_keys_requests_per_minute_check check (requests_per_minute between 1 and 100000)',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('api_keys', (t) => t.dropColumn('requests_per_minute'));
}
