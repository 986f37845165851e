import {
  type CreditHistoryItem,
  type CreditTransaction,
  type Plan,
} from '@studio/api/contract/billing';

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

type RunLine = Extract<CreditHistoryItem, { type: 'run' }>;

const runLabels: Record<RunLine['outcome'], string> = {
  charged: 'Snap',
  refunded: 'Refunded',
  held: 'Running',
};

/**
 * A history line's kind in words: a run is a "Snap" (or "Refunded", or "Running" while its
 * tokens are held); the welcome grant is called what it is.
 */
export function historyLabel(item: CreditHistoryItem): string {
  if (item.type === 'run') return runLabels[item.outcome];
  if (item.kind === 'grant' && /welcome/i.test(item.reason ?? '')) return 'Welcome';
  return kindLabels[item.kind];
}

/** What a line is for: the run's snap, or the reason written with the entry. */
export function historySubject(item: CreditHistoryItem): string {
  if (item.type === 'run') return item.snapName ?? 'A snap since removed';
  return item.reason ?? '—';
}

/** One ledger entry of a run, in words, for the run's detail. */
export const runEntryLabels: Partial<Record<CreditTransaction['kind'], string>> = {
  reserve: 'Held when the run started',
  commit: 'Charged: the held tokens were kept',
  release: 'Refunded: the held tokens came back',
};

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
