import { type Database } from '../database';
import { Execution } from '../models/execution';

/**
 * Runs made in the last `hours` that failed and that no replay points at (test runs aside): what
 * an operator still has to look at. Served by `executions_by_status` and the replay_of index.
 */
export async function countUnreplayedFailures(db: Database, hours = 24): Promise<number> {
  const [row] = await Execution.query(db)
    .alias('e')
    .where('e.status', 'failed')
    .where('e.is_test', false)
    .where('e.created_at', '>=', db.raw(`now() - make_interval(hours => ?)`, [hours]))
    .modify('notReplayed')
    .count('* as count')
    .castTo<{ count: string }[]>();
  return Number(row?.count ?? 0);
}
