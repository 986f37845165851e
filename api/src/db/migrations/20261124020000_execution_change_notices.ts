import { type Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // The operators' console is live without polling the table: each insert, and each change of
  // what the list shows (status, times, error), notifies the API, which sends the changed rows
  // to the open consoles (one LISTEN connection per API process).
  await knex.raw(`
    create function notify_execution_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('execution_changes', new.id::text);
      return new;
    end
    $$`);
  await knex.raw(`
    create trigger executions_notify_change
    after insert or update of status, started_at, finished_at, error on executions
    for each row execute function notify_execution_change()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger executions_notify_change on executions');
  await knex.raw('drop function notify_execution_change()');
}
