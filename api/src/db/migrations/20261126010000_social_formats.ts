import { type Knex } from 'knex';

/**
 * The social formats a creator ticked for a run (`square`, `story`, `landscape`): the run's graph
 * is its version's plus the Social formats node (workflows/src/graph/with-social-formats.ts),
 * kept in `executions.graph` as a test run's is, and a replay sizes the same formats again.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('executions', (t) => {
    // JSON like the row's other lists, which objection reads and writes as JSON.
    t.jsonb('social_formats').notNullable().defaultTo('[]');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('executions', (t) => {
    t.dropColumn('social_formats');
  });
}
