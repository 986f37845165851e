import { type CreditTransaction, type Plan } from '@studio/api/contract/billing';

/** A price in the currency's smallest unit, formatted for people in that currency. */
export function formatPrice(priceCents: number, currency: string): string {
  const code = currency.toUpperCase();
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
      .maximumFractionDigits ?? 2;
  return new Intl.NumberFormat(undefined, { style: 'currency', currency: code }).format(
    priceCents / 10 ** digits,
  );
}

export function formatPlanPrice(plan: Pick<Plan, 'priceCents' | 'currency'>): string {
  return formatPrice(plan.priceCents, plan.currency);
}

export function formatTokens(n: number): string {
  return `${n.toLocaleString()} ${n === 1 ? 'token' : 'tokens'}`;
}

const kindLabels: Record<CreditTransaction['kind'], string> = {
  grant: 'Grant',
  purchase: 'Purchase',
  subscription: 'Subscription',
  reserve: 'Reserved',
  commit: 'Charged',
  release: 'Refunded',
  adjust: 'Adjustment',
};

/** The ledger kind in words; the welcome grant is called what it is. */
export function transactionLabel(transaction: Pick<CreditTransaction, 'kind' | 'reason'>): string {
  if (transaction.kind === 'grant' && /welcome/i.test(transaction.reason ?? '')) return 'Welcome';
  return kindLabels[transaction.kind];
}

/** What an entry belongs to: its execution's snap, or the reason written with it. */
export function transactionSubject(
  transaction: Pick<CreditTransaction, 'execution' | 'reason'>,
): string {
  return transaction.execution?.snapName ?? transaction.reason ?? '—';
}

/** A signed amount: "+20", "−4" (a real minus sign). */
export function formatSignedAmount(amount: number): string {
  if (amount > 0) return `+${amount.toLocaleString()}`;
  if (amount < 0) return `\u2212${Math.abs(amount).toLocaleString()}`;
  return '0';
}

export function formatDate(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}
