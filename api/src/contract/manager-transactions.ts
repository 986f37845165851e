import { z } from 'zod';
import { creditKindSchema, creditTransactionSchema } from './billing';

/** The most rows one CSV export holds; a filter over it is refused before anything is sent. */
export const TRANSACTION_EXPORT_LIMIT = 100_000;

const amountParam = z.coerce
  .number({ error: 'An amount is a whole number of credits' })
  .int('An amount is a whole number of credits');

/**
 * The filters of Transaction History, shared by the page (`GET /api/manager/transactions`) and
 * the export (`GET /api/manager/transactions.csv`), so the CSV holds exactly what the screen
 * lists. `user` is an account's id, or else part of an email (any letter case, `%` and `_` are
 * letters); `userId` is the older, id-only name and still works. `from` is inclusive and `to`
 * exclusive (`created_at < to`), as every date filter of the manager panel. `minAmount` and
 * `maxAmount` bound the signed amount, both inclusive: `maxAmount=-1` is every debit.
 */
export const transactionFilterSchema = z.object({
  user: z.string().trim().min(1).max(254).optional(),
  userId: z.string().uuid().optional(),
  kind: creditKindSchema.optional(),
  from: z.coerce.date().optional(),
  to: z.coerce.date().optional(),
  minAmount: amountParam.optional(),
  maxAmount: amountParam.optional(),
});
export type TransactionFilter = z.infer<typeof transactionFilterSchema>;

const orderedAmounts = (filter: TransactionFilter) =>
  filter.minAmount === undefined ||
  filter.maxAmount === undefined ||
  filter.minAmount <= filter.maxAmount;
const amountOrderProblem = {
  message: 'The smallest amount must not be above the largest',
  path: ['minAmount'],
};

/** `GET /api/manager/transactions.csv`: the filters alone (the export takes the whole set). */
export const transactionExportQuerySchema = transactionFilterSchema.refine(
  orderedAmounts,
  amountOrderProblem,
);

/** `GET /api/manager/transactions`: the filters and an offset page (20 by default, 100 at most). */
export const transactionListQuerySchema = transactionFilterSchema
  .extend({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .refine(orderedAmounts, amountOrderProblem);
export type TransactionListQuery = z.infer<typeof transactionListQuerySchema>;

/** One ledger entry as the managers' history lists it: whose it is, and its run's snap. */
export const managerTransactionSchema = creditTransactionSchema.extend({
  userId: z.string(),
  userEmail: z.string(),
});
export type ManagerTransaction = z.infer<typeof managerTransactionSchema>;

/** One kind's figures over the whole filtered set: how many entries, and their signed sum. */
export const transactionKindTotalSchema = z.object({
  kind: creditKindSchema,
  count: z.number().int(),
  sum: z.number().int(),
});
export type TransactionKindTotal = z.infer<typeof transactionKindTotalSchema>;

export const managerTransactionPageSchema = z.object({
  transactions: z.array(managerTransactionSchema),
  /** Entries under the filters, every page together. */
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** Per kind, over every page: only kinds with entries, in the ledger's order of kinds. */
  totals: z.array(transactionKindTotalSchema),
});
export type ManagerTransactionPage = z.infer<typeof managerTransactionPageSchema>;

/** The CSV's columns, in order (its header row). Amounts are signed; dates ISO 8601 in UTC. */
export const TRANSACTION_CSV_COLUMNS = [
  'created_at',
  'user_email',
  'user_id',
  'kind',
  'amount',
  'balance_after',
  'reason',
  'snap',
  'execution_id',
  'entry_id',
] as const;
