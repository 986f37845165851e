import { type Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // A creator's product. URL analysis keeps a `draft` until the creator saves it as `active`.
  await knex.schema.createTable('products', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('name').notNullable();
    t.text('description').notNullable().defaultTo('');
    t.text('status').notNullable().defaultTo('active');
    t.text('source_url');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // The product list: one creator's active products, newest first.
    t.index(['user_id', 'status', 'created_at']);
    t.check(`status in ('draft', 'active')`, [], 'products_status_check');
  });
  // One draft per creator and page: analysing the same page again replaces it, however many
  // analyses race (the upsert lands on this index).
  await knex.raw(
    `create unique index products_one_draft_per_source on products (user_id, source_url)
     where status = 'draft'`,
  );

  await knex.schema.createTable('product_images', (t) => {
    t.uuid('product_id').notNullable().references('products.id').onDelete('CASCADE');
    t.integer('position').notNullable();
    t.text('file_key').notNullable().references('files.key').onDelete('RESTRICT').index();
    t.primary(['product_id', 'position']);
  });

  // Images a creator uploaded for analysis: theirs to show and to make a product of, although no
  // content or product refers to them yet. Files are shared by content address, so ownership is
  // a row per creator, not a column of `files`.
  await knex.schema.createTable('file_uploads', (t) => {
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('file_key').notNullable().references('files.key').onDelete('CASCADE').index();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'file_key']);
  });

  // Content may be linked to one of its owner's products; deleting the product unlinks it.
  await knex.schema.alterTable('content', (t) => {
    t.uuid('product_id').references('products.id').onDelete('SET NULL').index();
  });
  // An execution run for a product (a packshot) links the content it stores to that product.
  await knex.schema.alterTable('executions', (t) => {
    t.uuid('product_id').references('products.id').onDelete('SET NULL').index();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('executions', (t) => {
    t.dropColumn('product_id');
  });
  await knex.schema.alterTable('content', (t) => {
    t.dropColumn('product_id');
  });
  await knex.schema.dropTable('file_uploads');
  await knex.schema.dropTable('product_images');
  await knex.raw('drop index products_one_draft_per_source');
  await knex.schema.dropTable('products');
}
