import { type CreditKind, type CreditTransaction } from '../../contract/billing';
import { type Database } from '../database';
import { CreditEntry } from '../models/credit-entry';

export interface TransactionFilter {
  /** Only this user's entries (always set for a user's own history). */
  userId?: string;
  kind?: CreditKind;
  from?: Date;
  to?: Date;
  page: number;
  limit: number;
  /** Managers see whose entry each one is. */
  withUserEmail?: boolean;
}

export interface TransactionPage {
  transactions: Array<CreditTransaction & { userEmail?: string }>;
  total: number;
  page: number;
  limit: number;
}

/** An entry with the snap its execution ran and, for managers, its owner's email. */
type Row = CreditEntry & { snap_name: string | null; user_email?: string };

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

/** Ledger entries, newest first, with the snap each execution ran when there is one. */
export async function listTransactions(
  db: Database,
  filter: TransactionFilter,
): Promise<TransactionPage> {
  const query = CreditEntry.query(db).modify((q) => {
    if (filter.userId) q.where('credit_entries.user_id', filter.userId);
    if (filter.kind) q.where('credit_entries.kind', filter.kind);
    if (filter.from) q.where('credit_entries.created_at', '>=', filter.from);
    if (filter.to) q.where('credit_entries.created_at', '<=', filter.to);
  });
  const [total, rows] = await Promise.all([
    query.clone().resultSize(),
    query
      .clone()
      .leftJoinRelated('execution.snap')
      .modify((q) => {
        if (filter.withUserEmail) {
          q.join('users', 'users.id', 'credit_entries.user_id').select('users.email as user_email');
        }
      })
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
    transactions: rows.map((row) => ({
      ...toCreditTransaction(row, row.snap_name),
      ...(filter.withUserEmail && { userEmail: row.user_email }),
    })),
    total,
    page: filter.page,
    limit: filter.limit,
  };
}
