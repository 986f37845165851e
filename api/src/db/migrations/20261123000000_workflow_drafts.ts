import { type Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // Every draft save names the revision it was made from and raises it by one, so a save made
  // from an older revision (another manager saved since) is refused instead of overwriting.
  await knex.schema.alterTable('workflows', (t) => {
    t.integer('draft_revision').notNullable().defaultTo(1);
    t.uuid('draft_updated_by').references('users.id').onDelete('SET NULL');
  });
  // What a manager says a version changed, written when publishing.
  await knex.schema.alterTable('workflow_versions', (t) => {
    t.text('note').notNullable().defaultTo('');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('workflow_versions', (t) => {
    t.dropColumn('note');
  });
  await knex.schema.alterTable('workflows', (t) => {
    t.dropColumn('draft_updated_by');
    t.dropColumn('draft_revision');
  });
}
