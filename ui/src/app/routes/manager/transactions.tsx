import { TransactionsPage } from '@/features/manager-transactions/components/transactions-page';

/** /manager/transactions: Transaction History, inside the manager panel. */
export function ManagerTransactionsRoute() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">
      <title>Transaction History · Snapshot Studio</title>
      <h1 className="text-3xl font-bold tracking-tight text-ink">Transaction History</h1>
      <p className="mt-2 text-ink-muted">
        Every credit movement across all users: filter it, see what it adds up to, and export it.
      </p>
      <div className="mt-6">
        <TransactionsPage />
      </div>
    </div>
  );
}
