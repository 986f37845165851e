import { getBalance } from '@studio/api/domain/credits/ledger';
import { type Database } from '@studio/api/domain/database';

/** What each execution left in the ledger: a success minus its cost, a failure nothing. */
export async function netByExecution(db: Database, ids: string[]): Promise<Map<string, number>> {
  const rows = await db('credit_entries')
    .whereIn('execution_id', ids)
    .groupBy('execution_id')
    .select('execution_id')
    .sum({ net: 'amount' });
  return new Map(
    rows.map((row) => {
      const { execution_id: id, net } = row as { execution_id: string; net: string };
      return [id, Number(net)];
    }),
  );
}

/** How many of these executions still hold a reservation. */
export async function heldReservations(db: Database, ids: string[]): Promise<number> {
  const [row] = await db('credit_reservations')
    .whereIn('execution_id', ids)
    .where({ status: 'held' })
    .count();
  return Number((row as { count: string }).count);
}

/** The users whose balance is not the sum of their entries (none, in a sound ledger). */
export async function unbalancedUsers(db: Database, userIds: string[]): Promise<string[]> {
  const wrong: string[] = [];
  for (const userId of userIds) {
    const entries = await db('credit_entries').where({ user_id: userId });
    const sum = entries.reduce((total, entry) => total + Number(entry.amount), 0);
    if ((await getBalance(db, userId)) !== sum) wrong.push(userId);
  }
  return wrong;
}
