import { type Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // The shape and size a creator chose for a run (square, 4:5 portrait or the photo's own; HD),
  // kept so that its replays and touch-ups make the same. Null: the snap's own settings.
  await knex.schema.alterTable('executions', (t) => {
    t.jsonb('output_choice');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('executions', (t) => {
    t.dropColumn('output_choice');
  });
}
