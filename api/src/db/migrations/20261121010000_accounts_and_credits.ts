import { type Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('email').notNullable();
    t.text('first_name').notNullable();
    t.text('last_name').notNullable();
    t.text('role').notNullable().defaultTo('user');
    // Null for accounts that only ever signed in with Google.
    t.text('password_hash');
    t.text('google_subject').unique();
    t.timestamp('email_verified_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(`role in ('user', 'manager')`, [], 'users_role_check');
  });
  // One account per address, whatever its letter case.
  await knex.raw('create unique index users_email_lower_unique on users (lower(email))');

  // koa-session's external store: the cookie holds only the id.
  await knex.schema.createTable('sessions', (t) => {
    t.text('id').primary();
    t.uuid('user_id').references('users.id').onDelete('CASCADE').index();
    t.jsonb('data').notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable().index();
  });

  // Single-use tokens mailed for email verification and password reset; only their hash is kept.
  await knex.schema.createTable('auth_tokens', (t) => {
    t.text('token_hash').primary();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE').index();
    t.text('purpose').notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(`purpose in ('verify_email', 'reset_password')`, [], 'auth_tokens_purpose_check');
  });

  // rate-limiter-flexible's Postgres store (its own schema, created here rather than at run time).
  await knex.schema.createTable('rate_limits', (t) => {
    t.string('key', 255).primary();
    t.integer('points').notNullable().defaultTo(0);
    t.bigInteger('expire');
  });

  // The credit ledger: the account row holds the available balance, updated under a row lock in
  // the same transaction as the entry that explains it; entries are never updated or deleted.
  await knex.schema.createTable('credit_accounts', (t) => {
    t.uuid('user_id').primary().references('users.id').onDelete('CASCADE');
    t.integer('balance').notNullable().defaultTo(0);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check('balance >= 0', [], 'credit_accounts_balance_not_negative');
  });
  await knex.schema.createTable('credit_entries', (t) => {
    t.bigIncrements('id');
    t.uuid('user_id').notNullable().references('credit_accounts.user_id').onDelete('CASCADE');
    t.text('kind').notNullable();
    t.integer('amount').notNullable();
    t.integer('balance_after').notNullable();
    // Every write is keyed (e.g. `${executionId}:reserve`), so a retried activity changes nothing twice.
    t.text('idempotency_key').notNullable().unique();
    t.uuid('execution_id');
    t.text('reason');
    t.uuid('actor_id').references('users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id', 'created_at']);
    t.index(['execution_id']);
    t.check(
      `kind in ('grant', 'purchase', 'subscription', 'reserve', 'commit', 'release', 'adjust')`,
      [],
      'credit_entries_kind_check',
    );
  });
  await knex.schema.createTable('credit_reservations', (t) => {
    t.uuid('execution_id').primary();
    t.uuid('user_id')
      .notNullable()
      .references('credit_accounts.user_id')
      .onDelete('CASCADE')
      .index();
    t.integer('amount').notNullable();
    t.text('status').notNullable().defaultTo('held');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('settled_at', { useTz: true });
    t.check('amount >= 0', [], 'credit_reservations_amount_not_negative');
    t.check(`status in ('held', 'committed', 'released')`, [], 'credit_reservations_status_check');
  });

  // Executions and content belong to a user from now on.
  await knex.schema.alterTable('executions', (t) => {
    t.uuid('user_id').references('users.id').onDelete('CASCADE').index();
    t.boolean('is_demo').notNullable().defaultTo(false);
  });
  await knex.schema.alterTable('content', (t) => {
    t.uuid('user_id').references('users.id').onDelete('CASCADE');
    t.index(['user_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('content', (t) => {
    t.dropIndex(['user_id', 'created_at']);
    t.dropColumn('user_id');
  });
  await knex.schema.alterTable('executions', (t) => {
    t.dropColumn('is_demo');
    t.dropColumn('user_id');
  });
  await knex.schema.dropTable('credit_reservations');
  await knex.schema.dropTable('credit_entries');
  await knex.schema.dropTable('credit_accounts');
  await knex.schema.dropTable('rate_limits');
  await knex.schema.dropTable('auth_tokens');
  await knex.schema.dropTable('sessions');
  await knex.schema.dropTable('users');
}
