import { type Invoice } from '@studio/api/contract/billing';
import { ExternalLink } from 'lucide-react';

import { FetchErrorAlert } from '@/components/ui/fetch-error-alert';
import { useInvoices } from '@/features/credits/api/get-invoices';
import { formatDate, formatPrice, formatTokens } from '@/features/credits/lib/format';

const reasonLabels: Record<Invoice['reason'], string> = {
  subscription_create: 'First month',
  subscription_cycle: 'Renewal',
  subscription_update: 'Plan change',
};

/** The user's paid invoices: when, for which plan, what was paid and what it added. */
export function InvoiceList() {
  const invoices = useInvoices();
  if (invoices.isPending) return <p className="text-sm">Loading your invoices…</p>;
  if (invoices.isError) {
    return <FetchErrorAlert what="your invoices" onRetry={() => void invoices.refetch()} />;
  }
  if (invoices.data.length === 0) {
    return <p className="text-sm">No invoices yet: they appear here once a plan is paid.</p>;
  }
  return (
    <table className="w-full text-sm" aria-label="Invoices">
      <thead className="sr-only">
        <tr>
          <th scope="col">Invoice</th>
          <th scope="col">Paid and tokens added</th>
        </tr>
      </thead>
      <tbody>
        {invoices.data.map((invoice) => (
          <tr key={invoice.id} className="border-b border-line last:border-0">
            <td className="py-2.5 pr-3 align-top">
              <span className="font-medium text-ink">
                {invoice.planName} · {reasonLabels[invoice.reason]}
              </span>
              <span className="block text-xs">
                {formatDate(invoice.paidAt)}
                {invoice.url ? (
                  <a
                    href={invoice.url}
                    target="_blank"
                    rel="noreferrer"
                    className="ml-2 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
                  >
                    View invoice
                    <ExternalLink className="size-3.5" aria-hidden="true" />
                    <span className="sr-only">(opens Stripe in a new tab)</span>
                  </a>
                ) : null}
              </span>
            </td>
            <td className="py-2.5 text-right align-top tabular-nums">
              <span className="font-medium text-ink">
                {formatPrice(invoice.amountCents, invoice.currency)}
              </span>
              <span className="block text-xs">+{formatTokens(invoice.tokens)}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
