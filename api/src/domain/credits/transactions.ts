import { type CreditTransaction } from '../../contract/billing';
import { type Database } from '../database';
import { type CreditKind } from './ledger';

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

interface Row {
  id: string;
  kind: CreditKind;
  amount: number;
  balance_after: number;
  reason: string | null;
  execution_id: string | null;
  snap_name: string | null;
  created_at: Date;
  user_email?: string;
}

/** Ledger entries, newest first, with the snap each execution ran when there is one. */
export async function listTransactions(
  db: Database,
  filter: TransactionFilter,
): Promise<TransactionPage> {
  const query = db('credit_entries as e').modify((q) => {
    if (filter.userId) q.where('e.user_id', filter.userId);
    if (filter.kind) q.where('e.kind', filter.kind);
    if (filter.from) q.where('e.created_at', '>=', filter.from);
    if (filter.to) q.where('e.created_at', '<=', filter.to);
  });
  const total = await query.clone().count<{ count: string }>('* as count').first();
  const rows: Row[] = await query
    .leftJoin('executions as x', 'x.id', 'e.execution_id')
    .leftJoin('snaps as s', 's.id', 'x.snap_id')
    .modify((q) => {
      if (filter.withUserEmail) {
        q.join('users as u', 'u.id', 'e.user_id').select('u.email as user_email');
      }
    })
    .select(
      'e.id',
      'e.kind',
      'e.amount',
      'e.balance_after',
      'e.reason',
      'e.execution_id',
      'e.created_at',
      's.name as snap_name',
    )
    .orderBy([
      { column: 'e.created_at', order: 'desc' },
      { column: 'e.id', order: 'desc' },
    ])
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  return {
    transactions: rows.map((row) => ({
      id: String(row.id),
      kind: row.kind,
      amount: row.amount,
      balanceAfter: row.balance_after,
      reason: row.reason,
      execution:
        row.execution_id && row.snap_name
          ? { id: row.execution_id, snapName: row.snap_name }
          : null,
      createdAt: row.created_at.toISOString(),
      ...(filter.withUserEmail && { userEmail: row.user_email }),
    })),
    total: Number(total?.count ?? 0),
    page: filter.page,
    limit: filter.limit,
  };
}
