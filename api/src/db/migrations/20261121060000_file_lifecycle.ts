import { type Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // When the file's bytes were last stored. A content-addressed file may be stored again long
  // after it was first made; the sweep of unreferenced files leaves recently stored ones alone.
  await knex.schema.alterTable('files', (t) => {
    t.timestamp('last_stored_at', { useTz: true }).notNullable().defaultTo(knex.fn.now()).index();
  });
  await knex.raw('update files set last_stored_at = created_at');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('files', (t) => {
    t.dropColumn('last_stored_at');
  });
}
