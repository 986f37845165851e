import { type Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // When the feedback snackbar last appeared for a creator and how they answered it.
  await knex.schema.createTable('feedback_prompts', (t) => {
    t.uuid('user_id').primary().references('users.id').onDelete('CASCADE');
    t.timestamp('last_shown_at', { useTz: true });
    // 'Not now' snoozes the prompt until then.
    t.timestamp('snoozed_until', { useTz: true });
    // 'Don't show again': never shown after this.
    t.timestamp('opted_out_at', { useTz: true });
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  // What creators said about their content, for the manager's feedback screen.
  await knex.schema.createTable('feedback', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    // The content may be deleted later; what was said about it stays.
    t.uuid('content_id').references('content.id').onDelete('SET NULL');
    t.text('rating').notNullable();
    t.text('comment');
    t.specificType('content_urls', 'text[]').notNullable().defaultTo('{}');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(`rating in ('Good', 'Bad')`, [], 'feedback_rating_check');
    // One opinion per creator and content item: a second submission replaces the first.
    t.unique(['user_id', 'content_id']);
    t.index(['created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('feedback');
  await knex.schema.dropTable('feedback_prompts');
}
