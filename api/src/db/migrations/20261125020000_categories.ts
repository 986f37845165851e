import { type Knex } from 'knex';

/**
 * Snap categories become rows of their own, so a manager can rename and order them: `categories`
 * (a name unique whatever its letter case, a position), and `snaps.category_id` in place of the
 * text `snaps.category`. Every existing snap keeps its category: one row is made per distinct
 * text (values differing only in case become one, under the first spelling; a blank one is
 * 'General'), ordered by name.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('categories', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('name').notNullable();
    // The order creators see them in, ascending; a reorder rewrites every row's position.
    t.integer('position').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(`length(btrim(name)) > 0`, [], 'categories_name_check');
  });
  await knex.raw('create unique index categories_name_unique on categories (lower(name))');

  // A blank category was never refused; it becomes the column's own default.
  await knex.raw(`update snaps set category = coalesce(nullif(btrim(category), ''), 'General')`);
  await knex.raw(
    `insert into categories (name, position)
     select min(category), row_number() over (order by lower(category))
     from snaps
     group by lower(category)`,
  );

  await knex.schema.alterTable('snaps', (t) => {
    t.uuid('category_id').references('categories.id').onDelete('RESTRICT').index();
  });
  await knex.raw(
    `update snaps set category_id = c.id
     from categories c
     where lower(c.name) = lower(snaps.category)`,
  );
  await knex.raw('alter table snaps alter column category_id set not null');
  await knex.schema.alterTable('snaps', (t) => {
    t.dropColumn('category');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('snaps', (t) => {
    t.text('category').notNullable().defaultTo('General');
  });
  await knex.raw(
    `update snaps set category = c.name
     from categories c
     where c.id = snaps.category_id`,
  );
  await knex.schema.alterTable('snaps', (t) => {
    t.dropColumn('category_id');
  });
  await knex.schema.dropTable('categories');
}
