import { type Knex } from 'knex';

/**
 * What the managers' snaps screen edits beyond the first columns: the snap's place in the
 * gallery within its category (`position`, ascending; ties by name), a cover image (a stored
 * file, kept from the file sweep while a snap shows it), and when it was last changed.
 * Existing snaps keep today's order (by name within their category).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('snaps', (t) => {
    t.integer('position').notNullable().defaultTo(0);
    t.text('cover_file_key').references('files.key').onDelete('RESTRICT').index();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(
    `update snaps set position = ranked.position
     from (select id, row_number() over (partition by category_id order by name) as position
           from snaps) ranked
     where ranked.id = snaps.id`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('snaps', (t) => {
    t.dropColumn('updated_at');
    t.dropColumn('cover_file_key');
    t.dropColumn('position');
  });
}
