import {
  managerTransactionPageSchema,
  transactionExportQuerySchema,
  transactionListQuerySchema,
} from '../manager-transactions';
import { route } from '../route';

/** Transaction History: every user's ledger entries, a page at a time or as one CSV file. */
export const managerTransactionsApi = {
  list: route(
    'get',
    '/api/manager/transactions',
    'Manager',
    'manager',
    'Every credit transaction, filtered',
    {
      query: transactionListQuerySchema,
      answer: { schema: managerTransactionPageSchema },
    },
  ),
  exportCsv: route(
    'get',
    '/api/manager/transactions.csv',
    'Manager',
    'manager',
    'The filtered transactions as CSV',
    {
      query: transactionExportQuerySchema,
      answer: { description: 'A CSV file, streamed', contentType: 'text/csv' },
      refusals: ['export_too_large'],
    },
  ),
};
