import { type Knex } from 'knex';

const timestamps = (knex: Knex, t: Knex.CreateTableBuilder) => {
  t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
};

export async function up(knex: Knex): Promise<void> {
  // Every stored file has exactly one row; the key is the SHA-256 of its bytes plus its extension.
  await knex.schema.createTable('files', (t) => {
    t.text('key').primary();
    t.text('content_type').notNullable();
    t.integer('byte_size').notNullable();
    t.integer('width');
    t.integer('height');
    timestamps(knex, t);
  });

  await knex.schema.createTable('snaps', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('name').notNullable().unique();
    t.specificType('tags', 'text[]').notNullable().defaultTo('{}');
    t.text('background').notNullable().defaultTo('white');
    timestamps(knex, t);
  });

  await knex.schema.createTable('executions', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('snap_id').notNullable().references('snaps.id').onDelete('RESTRICT').index();
    t.text('status').notNullable().defaultTo('queued').index();
    t.text('input_file_key').notNullable().references('files.key').onDelete('RESTRICT').index();
    t.jsonb('error');
    timestamps(knex, t);
    t.timestamp('started_at', { useTz: true });
    t.timestamp('finished_at', { useTz: true });
    t.check(
      `status in ('queued', 'running', 'succeeded', 'failed', 'cancelled')`,
      [],
      'executions_status_check',
    );
  });

  await knex.schema.createTable('content', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('execution_id').references('executions.id').onDelete('SET NULL');
    t.text('name').notNullable();
    t.text('type').notNullable().defaultTo('static_image');
    timestamps(knex, t);
    // An execution writes each of its outputs once, however often the activity is retried.
    t.unique(['execution_id']);
    t.check(`type in ('static_image', 'story', 'carousel', 'video')`, [], 'content_type_check');
  });

  await knex.schema.createTable('content_images', (t) => {
    t.uuid('content_id').notNullable().references('content.id').onDelete('CASCADE');
    t.integer('position').notNullable();
    t.text('file_key').notNullable().references('files.key').onDelete('RESTRICT').index();
    t.primary(['content_id', 'position']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('content_images');
  await knex.schema.dropTable('content');
  await knex.schema.dropTable('executions');
  await knex.schema.dropTable('snaps');
  await knex.schema.dropTable('files');
}
