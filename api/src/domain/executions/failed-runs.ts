import { type Database } from '../database';

/**
 * Runs made in the last `hours` that failed and that no replay points at (test runs aside): what
 * an operator still has to look at. Served by `executions_by_status` and the replay_of index.
 */
export async function countUnreplayedFailures(db: Database, hours = 24): Promise<number> {
  const [row] = await db('executions as e')
    .where('e.status', 'failed')
    .where('e.is_test', false)
    .where('e.created_at', '>=', db.raw(`now() - make_interval(hours => ?)`, [hours]))
    .whereNotExists(db('executions as x').select(db.raw('1')).whereRaw('x.replay_of = e.id'))
    .count<{ count: string }[]>('* as count');
  return Number(row?.count ?? 0);
}
