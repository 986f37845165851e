import { type Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // One row per kind of error: occurrences with the same signature (source, code, route or node,
  // and the message's first line with its numbers and ids taken out) are counted here, upserted
  // in the same transaction as each occurrence. A new occurrence re-opens a resolved group.
  await knex.schema.createTable('error_groups', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('signature').notNullable().unique();
    t.text('source').notNullable();
    t.text('code').notNullable();
    t.text('route');
    t.text('message').notNullable();
    t.integer('count').notNullable().defaultTo(0);
    t.timestamp('first_seen', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_seen', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('resolved_at', { useTz: true });
    t.uuid('resolved_by').references('users.id').onDelete('SET NULL').index();
    t.check(`source in ('api', 'run')`, [], 'error_groups_source_check');
  });
  // The list: newest first, whole or open only (the badge counts the open ones).
  await knex.raw('create index error_groups_last_seen on error_groups (last_seen desc, id desc)');
  await knex.raw(
    'create index error_groups_open on error_groups (last_seen desc) where resolved_at is null',
  );

  await knex.schema.createTable('error_logs', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('source').notNullable();
    t.text('code').notNullable();
    t.text('message').notNullable();
    // An API error's method and matched route pattern; a run's failed node.
    t.text('route');
    t.text('request_id');
    // No foreign keys to runs or users: an error's record outlives what it names.
    t.uuid('execution_id');
    t.uuid('user_id');
    t.text('stack');
    t.text('signature')
      .notNullable()
      .references('error_groups.signature')
      .onDelete('CASCADE')
      .onUpdate('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(`source in ('api', 'run')`, [], 'error_logs_source_check');
  });
  // A group's latest occurrences; the retention prune and the 24-hour chart by time.
  await knex.raw(
    'create index error_logs_by_signature on error_logs (signature, created_at desc, id desc)',
  );
  await knex.raw('create index error_logs_created_at on error_logs (created_at)');
  // A run's failure is recorded once, however often its activity is retried.
  await knex.raw(
    `create unique index error_logs_one_per_run on error_logs (execution_id) where source = 'run'`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('error_logs');
  await knex.schema.dropTable('error_groups');
}
