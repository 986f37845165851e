import { type Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // A workflow is a draft graph a manager edits, plus immutable published versions.
  await knex.schema.createTable('workflows', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('name').notNullable().unique();
    t.text('description').notNullable().defaultTo('');
    t.jsonb('draft_graph').notNullable();
    t.uuid('created_by').references('users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('workflow_versions', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('workflow_id').notNullable().references('workflows.id').onDelete('RESTRICT');
    t.integer('version').notNullable();
    t.jsonb('graph').notNullable();
    t.integer('cost').notNullable();
    t.uuid('published_by').references('users.id').onDelete('SET NULL');
    t.timestamp('published_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['workflow_id', 'version']);
  });

  // A snap is a published workflow, pinned to one version.
  await knex.schema.alterTable('snaps', (t) => {
    t.dropColumn('background');
    t.uuid('workflow_id').references('workflows.id').onDelete('RESTRICT').index();
    t.uuid('workflow_version_id').references('workflow_versions.id').onDelete('RESTRICT');
    t.text('category').notNullable().defaultTo('General');
    t.text('description').notNullable().defaultTo('');
    t.boolean('is_active').notNullable().defaultTo(true);
  });

  await knex.schema.alterTable('executions', (t) => {
    t.uuid('workflow_version_id').references('workflow_versions.id').onDelete('RESTRICT').index();
    t.integer('cost').notNullable().defaultTo(0);
    // What the creator gave: input node name -> stored file key or text.
    t.jsonb('inputs').notNullable().defaultTo('{}');
    // Each node's state, mirrored from the workflow as it runs.
    t.jsonb('node_states').notNullable().defaultTo('{}');
    t.uuid('replay_of').references('executions.id').onDelete('SET NULL').index();
  });
  // One free demo per user: a second live (not failed) demo cannot even be inserted, however
  // many requests race. A failed demo leaves the index, so the creator may try again.
  await knex.raw(
    `create unique index executions_one_demo_per_user on executions (user_id)
     where is_demo and status in ('queued', 'running', 'succeeded')`,
  );

  // A graph may have several outputs: content is unique per execution and output node.
  await knex.schema.alterTable('content', (t) => {
    t.dropUnique(['execution_id']);
    t.text('output_node_id').notNullable().defaultTo('out');
    t.text('caption');
    t.unique(['execution_id', 'output_node_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('content', (t) => {
    t.dropUnique(['execution_id', 'output_node_id']);
    t.dropColumn('caption');
    t.dropColumn('output_node_id');
    t.unique(['execution_id']);
  });
  await knex.raw('drop index executions_one_demo_per_user');
  await knex.schema.alterTable('executions', (t) => {
    t.dropColumn('replay_of');
    t.dropColumn('node_states');
    t.dropColumn('inputs');
    t.dropColumn('cost');
    t.dropColumn('workflow_version_id');
  });
  await knex.schema.alterTable('snaps', (t) => {
    t.dropColumn('is_active');
    t.dropColumn('description');
    t.dropColumn('category');
    t.dropColumn('workflow_version_id');
    t.dropColumn('workflow_id');
    t.text('background').notNullable().defaultTo('white');
  });
  await knex.schema.dropTable('workflow_versions');
  await knex.schema.dropTable('workflows');
}
