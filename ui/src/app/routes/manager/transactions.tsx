import { ManagerPage } from '@/components/layouts/manager-page';
import { TransactionsPage } from '@/features/manager-transactions/components/transactions-page';

/** /manager/transactions: Transaction History, inside the manager panel. */
export function ManagerTransactionsRoute() {
  return (
    <ManagerPage
      title="Transaction History"
      intro="Every credit movement across all users: filter it, see what it adds up to, and export it."
    >
      <TransactionsPage />
    </ManagerPage>
  );
}
