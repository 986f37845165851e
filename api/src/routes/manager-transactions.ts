import { pipeline } from 'node:stream';
import Router from '@koa/router';
import {
  TRANSACTION_CSV_COLUMNS,
  TRANSACTION_EXPORT_LIMIT,
} from '../contract/manager-transactions';
import { managerTransactionsApi } from '../contract/routes/manager-transactions';
import {
  countTransactions,
  listManagerTransactions,
  streamTransactions,
  type TransactionExportRow,
} from '../domain/credits/ledger-search';
import { type Database } from '../domain/database';
import { DomainError } from '../domain/errors';
import { csvTransform } from '../http/csv';
import { mountRoute } from '../http/mount-route';
import { clock } from '../platform/clock';

const exportCells = (row: TransactionExportRow) => [
  row.created_at,
  row.user_email,
  row.user_id,
  row.kind,
  row.amount,
  row.balance_after,
  row.reason,
  row.snap_name,
  row.execution_id,
  String(row.id),
];

/**
 * Transaction History (the manager panel's `/manager/transactions`): every ledger entry across
 * users, a page at a time with the per-kind totals, and the same set as a CSV download.
 */
export function managerTransactionRoutes(deps: { db: Database }): Router {
  const router = new Router();

  mountRoute(router, managerTransactionsApi.list, ({ query }) =>
    listManagerTransactions(deps.db, query),
  );

  /**
   * The filtered set as CSV, newest first. Counted first: over the limit it is refused (422
   * `export_too_large`, with the count) before a byte of CSV is sent. Then the rows stream from a
   * Postgres cursor through the CSV transform to the response, so memory holds a batch, never the
   * file. A reader that goes away destroys the chain, which closes the cursor and gives its
   * connection back to the pool. A database failure after the first bytes can only cut the
   * download short (the status is sent): it is logged, and the file lacks its last lines.
   */
  mountRoute(router, managerTransactionsApi.exportCsv, async ({ query: filter, ctx }) => {
    const count = await countTransactions(deps.db, filter);
    if (count > TRANSACTION_EXPORT_LIMIT) {
      throw new DomainError(
        'export_too_large',
        `These filters match ${count.toLocaleString('en-GB')} entries; an export holds at most ` +
          `${TRANSACTION_EXPORT_LIMIT.toLocaleString('en-GB')}. Narrow the filters (a shorter ` +
          'date range, one user or one kind) and try again.',
        { count, limit: TRANSACTION_EXPORT_LIMIT },
      );
    }
    const rows = streamTransactions(deps.db, filter, TRANSACTION_EXPORT_LIMIT);
    const csv = csvTransform(TRANSACTION_CSV_COLUMNS, exportCells);
    pipeline(rows, csv, (error) => {
      if (error && error.name !== 'AbortError' && !ctx.res.destroyed) {
        ctx.state.log.error({ err: error }, 'transaction export failed while streaming');
      }
    });
    const day = clock.now().toISOString().slice(0, 10);
    ctx.set('Content-Disposition', `attachment; filename="transactions-${day}.csv"`);
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-Row-Count', String(count));
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = csv;
  });

  return router;
}
