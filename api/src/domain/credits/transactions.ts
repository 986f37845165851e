import { type CreditTransaction } from '../../contract/billing';
import { type Database } from '../database';
import { CreditEntry } from '../models/credit-entry';

export interface TransactionPage {
  transactions: CreditTransaction[];
  total: number;
  page: number;
  limit: number;
}

/** An entry with the snap its execution ran. */
type Row = CreditEntry & { snap_name: string | null };

/** A ledger entry as its owner sees it (`snapName` when it belongs to an execution of a snap). */
export function toCreditTransaction(
  entry: CreditEntry,
  snapName?: string | null,
): CreditTransaction {
  return {
    id: String(entry.id),
    kind: entry.kind,
    amount: entry.amount,
    balanceAfter: entry.balance_after,
    reason: entry.reason,
    execution: entry.execution_id && snapName ? { id: entry.execution_id, snapName } : null,
    createdAt: entry.created_at.toISOString(),
  };
}

/**
 * One user's ledger entries, newest first, with the snap each execution ran when there is one
 * (a user's drawer in the manager panel; every user's entries are `ledger-search.ts`'s).
 */
export async function listTransactions(
  db: Database,
  filter: { userId: string; page: number; limit: number },
): Promise<TransactionPage> {
  const query = CreditEntry.query(db).where('credit_entries.user_id', filter.userId);
  const [total, rows] = await Promise.all([
    query.clone().resultSize(),
    query
      .clone()
      .leftJoinRelated('execution.snap')
      .select('credit_entries.*', 'execution:snap.name as snap_name')
      .orderBy([
        { column: 'credit_entries.created_at', order: 'desc' },
        { column: 'credit_entries.id', order: 'desc' },
      ])
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit)
      .castTo<Row[]>(),
  ]);
  return {
    transactions: rows.map((row) => toCreditTransaction(row, row.snap_name)),
    total,
    page: filter.page,
    limit: filter.limit,
  };
}
