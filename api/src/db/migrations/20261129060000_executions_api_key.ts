import { type Knex } from 'knex';

/**
 * The API key a run was started with (issue 37), so Token History and the console say which of a
 * business's programs spent the tokens. Null for a run started in the app; a key is never
 * deleted (revoking keeps it), and an account's removal takes both.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('executions', (t) => {
    t.uuid('api_key_id').references('api_keys.id').onDelete('SET NULL');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('executions', (t) => t.dropColumn('api_key_id'));
}
