import { type Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // Every operator action (cancel, replay, bulk job, a manager's credit or role change), written in
  // the same transaction as its effect. The actor's email is kept as it was, so the log still says
  // who acted after that account is gone.
  await knex.schema.createTable('audit_events', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('actor_id').references('users.id').onDelete('SET NULL');
    t.text('actor_email').notNullable();
    t.text('action').notNullable();
    t.text('target_type').notNullable();
    t.text('target_id').notNullable();
    t.text('reason').notNullable();
    t.text('request_id');
    t.jsonb('details').notNullable().defaultTo('{}');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  // The log is read newest first, whole or by actor, action or target (keyset on created_at, id).
  await knex.raw('create index audit_events_newest on audit_events (created_at desc, id desc)');
  for (const column of ['actor_id', 'action', 'target_id']) {
    await knex.raw(
      `create index audit_events_by_${column} on audit_events (${column}, created_at desc, id desc)`,
    );
  }

  await knex.schema.alterTable('executions', (t) => {
    // An operator's replay is free for the creator: the platform pays, and the run says so.
    t.boolean('paid_by_platform').notNullable().defaultTo(false);
    // How a replay ran: from the start, or from the failed step on the original's outputs.
    t.text('replay_mode');
    t.check(`replay_mode in ('start', 'failed-step')`, [], 'executions_replay_mode_check');
  });
  // What the console filters failures by: the provider's code where there is one (E005), else the
  // failure type. Stored, so it can be indexed.
  await knex.raw(
    `alter table executions add column error_code text
     generated always as (coalesce(error->>'code', error->>'type')) stored`,
  );

  // The console lists newest first with keyset pagination on (created_at, id), whole or under one
  // filter; each of these serves one filter as a seek, never a scan of the table.
  await knex.raw('create index executions_newest on executions (created_at desc, id desc)');
  for (const column of ['status', 'snap_id', 'user_id', 'workflow_version_id', 'workflow_id']) {
    await knex.raw(
      `create index executions_by_${column} on executions (${column}, created_at desc, id desc)`,
    );
  }
  await knex.raw(
    `create index executions_by_error_code on executions (error_code, created_at desc, id desc)
     where error_code is not null`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index executions_by_error_code');
  for (const column of ['status', 'snap_id', 'user_id', 'workflow_version_id', 'workflow_id']) {
    await knex.raw(`drop index executions_by_${column}`);
  }
  await knex.raw('drop index executions_newest');
  await knex.schema.alterTable('executions', (t) => {
    t.dropColumn('error_code');
    t.dropChecks(['executions_replay_mode_check']);
    t.dropColumn('replay_mode');
    t.dropColumn('paid_by_platform');
  });
  await knex.schema.dropTable('audit_events');
}
