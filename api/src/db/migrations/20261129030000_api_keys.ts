import { type Knex } from 'knex';

/**
 * API keys (issue 37): a business's way into the `/v1` API, made in Settings → Developers. The
 * secret is shown once and kept only as its SHA-256 (a key is 190 random bits: a fast hash is
 * enough, as GitHub and Stripe keep theirs), with its first characters for people to tell keys
 * apart. A revoked key is kept, for the ledger's and the audit log's references.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('api_keys', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('name').notNullable();
    t.text('scope').notNullable();
    t.text('prefix').notNullable();
    t.text('secret_hash').notNullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_used_at', { useTz: true });
    t.timestamp('revoked_at', { useTz: true });
    t.uuid('revoked_by').references('users.id').onDelete('SET NULL');
    t.index(['user_id', 'created_at']);
  });
  await knex.raw(
    "alter table api_keys add constraint api_keys_scope_check check (scope in ('runs', 'content', 'products'))",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('api_keys');
}
