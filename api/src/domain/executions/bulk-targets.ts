import { BULK_LIMIT, type ExecutionFilter, type ExecutionStatus } from '../../contract/executions';
import { type QueryBuilder } from 'objection';
import { type Database } from '../database';
import { DomainError } from '../errors';
import { Execution } from '../models/execution';
import { matchesFilter } from './execution-list';

/** The runs a bulk action is for: a selection of ids, or every run matching a filter. */
export type BulkSelection = { ids?: string[]; filter?: ExecutionFilter };

/**
 * The ids of the selected runs that are in one of `statuses`, oldest first. A selection over
 * BULK_LIMIT runs is refused (422 bulk_too_large) with its count, before anything is done.
 */
export async function bulkTargets(
  db: Database,
  selection: BulkSelection,
  statuses: readonly ExecutionStatus[],
  /** Any further condition the action sets on `executions as e`. */
  only: (q: QueryBuilder<Execution>) => void = () => {},
): Promise<string[]> {
  const matching = () =>
    Execution.query(db)
      .alias('e')
      .whereIn('e.status', [...statuses])
      .modify((q) => {
        if (selection.ids) q.whereIn('e.id', selection.ids);
        else q.modify(matchesFilter(db, selection.filter ?? {}));
      })
      .modify(only);
  const rows = await matching()
    .select('e.id')
    .orderBy([
      { column: 'e.created_at', order: 'asc' },
      { column: 'e.id', order: 'asc' },
    ])
    .limit(BULK_LIMIT + 1);
  if (rows.length > BULK_LIMIT) {
    const [counted] = await matching().count('* as count').castTo<{ count: string }[]>();
    const total = Number(counted!.count);
    throw new DomainError(
      'bulk_too_large',
      `That is ${total.toLocaleString('en')} runs; a bulk action takes at most ${BULK_LIMIT.toLocaleString('en')}. Narrow the filter.`,
      { count: total },
    );
  }
  return rows.map((row) => row.id);
}
