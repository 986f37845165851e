import { type Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // When the reconciler last found the run's workflow closed and made the row agree with it
  // (domain/executions/reconcile-execution.ts): a closed run is checked once, an unfinished one
  // on every pass. The index serves the pass's query: ended runs not yet reconciled.
  await knex.schema.alterTable('executions', (t) => {
    t.timestamp('reconciled_at', { useTz: true });
  });
  await knex.raw(
    `create index executions_unreconciled_idx on executions (finished_at)
       where reconciled_at is null`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists executions_unreconciled_idx');
  await knex.schema.alterTable('executions', (t) => {
    t.dropColumn('reconciled_at');
  });
}
