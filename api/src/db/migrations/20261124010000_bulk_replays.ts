import { type Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // An operator's bulk replay: the runs it is for are fixed when it starts (the filter is read
  // once), and its `bulkReplay` workflow works through them, recording its counts here.
  await knex.schema.createTable('bulk_replays', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('actor_id').references('users.id').onDelete('SET NULL');
    t.text('actor_email').notNullable();
    t.text('reason').notNullable();
    t.text('mode').notNullable();
    // 'pinned', 'latest' or a version number.
    t.text('version').notNullable();
    t.boolean('include_replayed').notNullable().defaultTo(false);
    t.specificType('target_ids', 'uuid[]').notNullable();
    t.text('status').notNullable().defaultTo('running');
    t.integer('started').notNullable().defaultTo(0);
    t.integer('succeeded').notNullable().defaultTo(0);
    t.integer('failed').notNullable().defaultTo(0);
    t.integer('skipped').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('finished_at', { useTz: true });
    t.check(`mode in ('start', 'failed-step')`, [], 'bulk_replays_mode_check');
    t.check(
      `status in ('running', 'succeeded', 'cancelled', 'failed')`,
      [],
      'bulk_replays_status_check',
    );
  });
  await knex.schema.alterTable('executions', (t) => {
    t.uuid('bulk_replay_id').references('bulk_replays.id').onDelete('SET NULL');
  });
  // A bulk job replays each run once, however often the activity that records it is retried.
  await knex.raw(
    `create unique index executions_one_replay_per_bulk_job on executions (bulk_replay_id, replay_of)
     where bulk_replay_id is not null`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index executions_one_replay_per_bulk_job');
  await knex.schema.alterTable('executions', (t) => {
    t.dropColumn('bulk_replay_id');
  });
  await knex.schema.dropTable('bulk_replays');
}
