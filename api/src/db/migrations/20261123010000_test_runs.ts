import { type Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // A manager's test run of a workflow: no snap, free, never a creator's run. A draft has no
  // version, so the run keeps the graph it ran and the workflow it came from.
  await knex.schema.alterTable('executions', (t) => {
    t.boolean('is_test').notNullable().defaultTo(false);
    t.uuid('workflow_id').references('workflows.id').onDelete('CASCADE').index();
    t.jsonb('graph');
  });
  await knex.raw('alter table executions alter column snap_id drop not null');
  await knex.raw(
    `alter table executions add constraint executions_snap_or_test
     check (is_test or snap_id is not null)`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex('executions').where({ is_test: true }).delete();
  await knex.raw('alter table executions drop constraint executions_snap_or_test');
  await knex.raw('alter table executions alter column snap_id set not null');
  await knex.schema.alterTable('executions', (t) => {
    t.dropColumn('graph');
    t.dropColumn('workflow_id');
    t.dropColumn('is_test');
  });
}
