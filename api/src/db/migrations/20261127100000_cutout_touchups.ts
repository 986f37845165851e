import { type Knex } from 'knex';

/**
 * The creator's cut-out touch-up (issue 31). `cutouts`: a run's cut-out step as the touch-up
 * needs it — the cut-out image, the objects map, the objects listed (kept or dropped) — kept
 * while the run's content exists (a run's other intermediate images are swept). A touch-up run
 * has one too, with the mask the creator drew: it is the run's record of the edit, never swept.
 * `executions.pinned_outputs`: the outputs the run was given rather than made (runGraph's
 * `pinned`), carried to its replays; `executions.edited_from`: the content it edits.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('cutouts', (t) => {
    t.uuid('execution_id').notNullable().references('executions.id').onDelete('CASCADE');
    t.text('node_id').notNullable();
    t.text('image_file_key').notNullable().references('files.key').onDelete('RESTRICT').index();
    t.text('objects_file_key').notNullable().references('files.key').onDelete('RESTRICT').index();
    t.text('mask_file_key').references('files.key').onDelete('RESTRICT').index();
    t.integer('width').notNullable();
    t.integer('height').notNullable();
    t.jsonb('objects').notNullable().defaultTo('[]');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['execution_id', 'node_id']);
  });
  await knex.schema.alterTable('executions', (t) => {
    t.jsonb('pinned_outputs');
    t.uuid('edited_from').references('content.id').onDelete('SET NULL').index();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('executions', (t) => {
    t.dropColumn('edited_from');
    t.dropColumn('pinned_outputs');
  });
  await knex.schema.dropTable('cutouts');
}
