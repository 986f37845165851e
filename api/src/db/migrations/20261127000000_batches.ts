import { type Knex } from 'knex';

/**
 * A creator's batch (issue 19): one snap over several of their products, each product its own
 * execution (charged, refunded and retried alone), run by one `snapBatch` workflow. The products
 * are kept as chosen, in order: a run's place is `batch_position` in that list, so the batch page
 * keeps its order and its product ids even when a product is deleted meanwhile (its runs then
 * lose `product_id`, as any run does).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('batches', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    // Deleting a creator deletes their runs (executions.user_id cascades), so their batches too.
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.uuid('snap_id').notNullable().references('snaps.id').onDelete('RESTRICT');
    t.uuid('workflow_version_id')
      .notNullable()
      .references('workflow_versions.id')
      .onDelete('RESTRICT');
    t.integer('cost_per_run').notNullable();
    t.jsonb('social_formats').notNullable().defaultTo('[]');
    t.specificType('product_ids', 'uuid[]').notNullable();
    t.text('status').notNullable().defaultTo('running');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('finished_at', { useTz: true });
    t.index(['user_id', 'created_at']);
    t.check(`status in ('running', 'finished', 'cancelled')`, [], 'batches_status_check');
  });
  await knex.schema.alterTable('executions', (t) => {
    // An execution outlives the record of its batch, as it outlives its product.
    t.uuid('batch_id').references('batches.id').onDelete('SET NULL');
    t.integer('batch_position');
  });
  // A batch runs each product once, each at its own place; this index also serves every lookup
  // of a batch's runs, in order.
  await knex.raw(
    `create unique index executions_batch_position on executions (batch_id, batch_position)
     where batch_id is not null`,
  );
  await knex.raw(
    `create unique index executions_one_run_per_batch_product on executions (batch_id, product_id)
     where batch_id is not null`,
  );
  await knex.raw(
    `alter table executions add constraint executions_batch_position_check
     check (batch_id is null or batch_position is not null)`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table executions drop constraint executions_batch_position_check');
  await knex.raw('drop index executions_one_run_per_batch_product');
  await knex.raw('drop index executions_batch_position');
  await knex.schema.alterTable('executions', (t) => {
    t.dropColumn('batch_position');
    t.dropColumn('batch_id');
  });
  await knex.schema.dropTable('batches');
}
