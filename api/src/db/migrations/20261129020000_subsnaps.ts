import { type Knex } from 'knex';

/**
 * Sub-snaps (issue 36): a workflow is a snap's or a sub-snap (steps other workflows use as one
 * node). A version now keeps the graph the manager drew (`drawn_graph`) beside the graph that
 * runs (`graph`): the same graph unless it uses sub-snaps, which are drawn out into their steps
 * when the version is published. Null `drawn_graph`: the drawn graph is `graph`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('workflows', (t) => {
    t.text('kind').notNullable().defaultTo('snap');
  });
  await knex.raw(
    "alter table workflows add constraint workflows_kind_check check (kind in ('snap', 'subsnap'))",
  );
  await knex.schema.alterTable('workflow_versions', (t) => {
    t.jsonb('drawn_graph').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('workflow_versions', (t) => t.dropColumn('drawn_graph'));
  await knex.schema.alterTable('workflows', (t) => t.dropColumn('kind'));
}
