import { type Knex } from 'knex';

/**
 * Idempotency keys of the `/v1` API (issue 37), as Stripe keeps them: per account, the first
 * request's fingerprint (method, path, body) and, once its handler has run, its status and body,
 * replayed for 24 hours to a retry with the same key and body. A row without an answer is a
 * request still in progress.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('idempotency_keys', (t) => {
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('key').notNullable();
    t.text('fingerprint').notNullable();
    t.integer('status');
    t.jsonb('body');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'key']);
    t.index(['created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('idempotency_keys');
}
