import { type Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // When a user was last seen: set at sign-in and, at most every few minutes, by a signed-in
  // request (see auth/current-user.ts), so it costs no write on most requests.
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('last_seen_at', { useTz: true });
  });
  // The managers' list filters and sorts users; these keep those reads off a full scan.
  await knex.raw('create index users_created_at on users (created_at desc, id desc)');
  await knex.raw('create index users_role on users (role)');
  // The headline chart sums the last 30 days of the ledger across every user.
  await knex.raw('create index credit_entries_created_at on credit_entries (created_at)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index credit_entries_created_at');
  await knex.raw('drop index users_role');
  await knex.raw('drop index users_created_at');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('last_seen_at');
  });
}
