import { type Knex } from 'knex';

/**
 * The editor's kept test runs and pinned outputs (issue 36).
 *
 * `workflow_pins`: a node's output from a test run, pinned by a manager: the draft's later test
 * runs are given it instead of running the node (and "Run this step" feeds a step from it). The
 * pin names the test run it came from, whose files are then kept.
 *
 * `executions.test_step`: the one step a "Run this step" test ran.
 *
 * `kept_run_files`: the files of a workflow's ten newest test runs and of any test run a pin
 * comes from, so the editor's Test run tab can open them after the file sweep has taken every
 * other run's intermediate images. The foreign key on the file refuses a sweep that races a
 * new keep.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('workflow_pins', (t) => {
    t.uuid('workflow_id').notNullable().references('workflows.id').onDelete('CASCADE');
    t.text('node_id').notNullable();
    t.jsonb('outputs').notNullable();
    t.uuid('execution_id').notNullable().references('executions.id').onDelete('CASCADE').index();
    t.uuid('pinned_by').references('users.id').onDelete('SET NULL');
    t.timestamp('pinned_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['workflow_id', 'node_id']);
  });
  await knex.schema.createTable('kept_run_files', (t) => {
    t.uuid('execution_id').notNullable().references('executions.id').onDelete('CASCADE');
    t.text('file_key').notNullable().references('files.key').onDelete('RESTRICT').index();
    t.primary(['execution_id', 'file_key']);
  });
  // The one step a manager's "Run this step" ran (null for a whole test run, and for every
  // creator's run).
  await knex.schema.alterTable('executions', (t) => {
    t.text('test_step');
  });
  // The Test run tab's list: a workflow's newest test runs.
  await knex.raw(
    `create index executions_test_runs_idx on executions (workflow_id, created_at desc)
       where is_test`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists executions_test_runs_idx');
  await knex.schema.alterTable('executions', (t) => {
    t.dropColumn('test_step');
  });
  await knex.schema.dropTable('kept_run_files');
  await knex.schema.dropTable('workflow_pins');
}
