import { type Knex } from 'knex';

/**
 * `feedback_prompts.answered_at`: when the creator last answered the feedback snackbar (rated,
 * "Not now", "Don't show again"). A prompt shown and left unanswered (the creator moved on)
 * does not count as asked: it may come back on their next result (issue 33).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('feedback_prompts', (t) => {
    t.timestamp('answered_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('feedback_prompts', (t) => {
    t.dropColumn('answered_at');
  });
}
