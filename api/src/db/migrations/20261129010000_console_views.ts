import { type Knex } from 'knex';

/**
 * The executions console's saved views (issue 36): a manager's named filter, private or shared
 * with every manager. `query` is the console's own address query (`status=failed&snapId=…`), the
 * form a link to the view takes, checked against the console's filter schema when saved.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('console_views', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('owner_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('name').notNullable();
    t.text('query').notNullable();
    t.boolean('shared').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['owner_id', 'name']);
  });
  await knex.raw('create index console_views_shared_idx on console_views (name) where shared');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('console_views');
}
