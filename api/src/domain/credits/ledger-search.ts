import { type Readable } from 'node:stream';
import { creditKindSchema, type CreditKind } from '../../contract/billing';
import {
  type ManagerTransactionPage,
  type TransactionFilter,
  type TransactionKindTotal,
} from '../../contract/manager-transactions';
import { containsPattern } from '../contains-pattern';
import { type Database } from '../database';
import { isUuid } from '../ids';
import { CreditEntry } from '../models/credit-entry';
import { toCreditTransaction } from './transactions';

/**
 * Transaction History: the whole ledger across users under the managers' filters. One filtered
 * query feeds the page, the per-kind totals, the export's count and the export's stream, so the
 * four always agree. Each filter is served by an index of `credit_entries`: `(user_id,
 * created_at)` for a user (an email search finds the users first), `(created_at)` for dates.
 */
function filteredEntries(db: Database, filter: TransactionFilter) {
  return CreditEntry.query(db)
    .join('users', 'users.id', 'credit_entries.user_id')
    .modify((q) => {
      if (filter.userId) q.where('credit_entries.user_id', filter.userId);
      if (filter.user) {
        if (isUuid(filter.user)) q.where('credit_entries.user_id', filter.user);
        else q.where('users.email', 'ilike', containsPattern(filter.user));
      }
      if (filter.kind) q.where('credit_entries.kind', filter.kind);
      if (filter.from) q.where('credit_entries.created_at', '>=', filter.from);
      if (filter.to) q.where('credit_entries.created_at', '<', filter.to);
      if (filter.minAmount !== undefined) q.where('credit_entries.amount', '>=', filter.minAmount);
      if (filter.maxAmount !== undefined) q.where('credit_entries.amount', '<=', filter.maxAmount);
    });
}

/** The filtered entries with whose they are and their run's snap, newest first. */
function describedEntries(db: Database, filter: TransactionFilter) {
  return filteredEntries(db, filter)
    .leftJoinRelated('execution.snap')
    .select('credit_entries.*', 'users.email as user_email', 'execution:snap.name as snap_name')
    .orderBy([
      { column: 'credit_entries.created_at', order: 'desc' },
      { column: 'credit_entries.id', order: 'desc' },
    ]);
}

type DescribedRow = CreditEntry & { user_email: string; snap_name: string | null };

/** How many entries the filter holds (the export checks its limit with it). */
export function countTransactions(db: Database, filter: TransactionFilter): Promise<number> {
  return filteredEntries(db, filter).resultSize();
}

/**
 * Count and signed sum per kind over the whole filtered set, in the order the ledger lists its
 * kinds; kinds without entries are left out. A run's charge is its `reserve` (a `commit` carries
 * 0 and a `release` gives the hold back), so these read as the ledger wrote them.
 */
export async function transactionTotals(
  db: Database,
  filter: TransactionFilter,
): Promise<TransactionKindTotal[]> {
  const rows = await filteredEntries(db, filter)
    .select('credit_entries.kind')
    .count('* as count')
    .sum('credit_entries.amount as sum')
    .groupBy('credit_entries.kind')
    .castTo<Array<{ kind: CreditKind; count: string | number; sum: string | number }>>();
  const order = creditKindSchema.options;
  return rows
    .map((row) => ({ kind: row.kind, count: Number(row.count), sum: Number(row.sum) }))
    .sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
}

/** One page of every user's entries under the filter, newest first, with the per-kind totals. */
export async function listManagerTransactions(
  db: Database,
  query: TransactionFilter & { page: number; limit: number },
): Promise<ManagerTransactionPage> {
  const [total, totals, rows] = await Promise.all([
    countTransactions(db, query),
    transactionTotals(db, query),
    describedEntries(db, query)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .castTo<DescribedRow[]>(),
  ]);
  return {
    transactions: rows.map((row) => ({
      ...toCreditTransaction(row, row.snap_name),
      userId: row.user_id,
      userEmail: row.user_email,
    })),
    total,
    page: query.page,
    limit: query.limit,
    totals,
  };
}

/** A row of the export's stream, as Postgres answers it. */
export interface TransactionExportRow {
  id: string;
  created_at: Date;
  user_email: string;
  user_id: string;
  kind: CreditKind;
  amount: number;
  balance_after: number;
  reason: string | null;
  snap_name: string | null;
  execution_id: string | null;
}

/**
 * The filtered entries as a stream of rows read from a Postgres cursor (pg-query-stream, a
 * batch at a time), never held in memory together. At most `limit` rows, even if entries arrive
 * after the caller counted them. The stream holds one pooled connection until it ends or is
 * destroyed (knex releases it on `close`): destroy it when its reader goes away.
 */
export function streamTransactions(
  db: Database,
  filter: TransactionFilter,
  limit: number,
): Readable {
  return describedEntries(db, filter)
    .clearSelect()
    .select(
      'credit_entries.id',
      'credit_entries.created_at',
      'users.email as user_email',
      'credit_entries.user_id',
      'credit_entries.kind',
      'credit_entries.amount',
      'credit_entries.balance_after',
      'credit_entries.reason',
      'execution:snap.name as snap_name',
      'credit_entries.execution_id',
    )
    .limit(limit)
    .toKnexQuery()
    .stream({ batchSize: 500, highWaterMark: 500 });
}
