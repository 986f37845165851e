import { creditKindSchema } from '@studio/api/contract/billing';

import { ClearFiltersButton } from '@/components/ui/clear-filters-button';
import { DateRangeFields } from '@/components/ui/date-range-fields';
import { SelectFilter } from '@/components/ui/select-filter';
import { TypedFilter } from '@/components/ui/typed-filter';
import { A_NEW_FILTER_STARTS_AT_PAGE_1, useFilterPatch } from '@/hooks/use-filter-patch';
import { type TransactionFilters, transactionFilters } from '../model/transaction-filters';
import { KIND_LABELS } from '../model/transaction-format';

/** A typed amount as the filter takes it: a whole number of credits, signed, or none. */
function amountOf(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const amount = Number(text.replace('−', '-'));
  return Number.isInteger(amount) ? amount : undefined;
}

/**
 * Who (part of an email, or an account's id), which kind, between which days, and between
 * which amounts (signed: a debit is negative). Every change goes back to the first page.
 */
export function TransactionsFilterBar({
  filters,
  onChange,
}: {
  filters: TransactionFilters;
  onChange: (filters: TransactionFilters) => void;
}) {
  const set = useFilterPatch(filters, onChange, A_NEW_FILTER_STARTS_AT_PAGE_1);

  return (
    <section
      aria-label="Filter transactions"
      className="space-y-3 rounded-card border border-line bg-surface p-3 sm:p-4"
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className="sm:col-span-2">
          <TypedFilter
            label="User"
            placeholder="Email contains…, or an account id"
            value={filters.user}
            onCommit={(user) => set({ user })}
            icon
          />
        </div>
        <SelectFilter
          label="Kind"
          value={filters.kind ?? ''}
          choices={[
            { value: '', label: 'Every kind' },
            ...creditKindSchema.options.map((kind) => ({ value: kind, label: KIND_LABELS[kind] })),
          ]}
          onChange={(kind) => {
            const parsed = creditKindSchema.safeParse(kind);
            set({ kind: parsed.success ? parsed.data : undefined });
          }}
        />
        <div className="grid grid-cols-2 gap-3">
          <TypedFilter
            label="Amount from"
            placeholder="e.g. -50"
            value={filters.minAmount?.toString()}
            onCommit={(text) => set({ minAmount: amountOf(text) })}
          />
          <TypedFilter
            label="Amount to"
            placeholder="e.g. 100"
            value={filters.maxAmount?.toString()}
            onCommit={(text) => set({ maxAmount: amountOf(text) })}
          />
        </div>
        <DateRangeFields from={filters.from} to={filters.to} onChange={set} />
      </div>
      {transactionFilters.isFiltered(filters) ? (
        <ClearFiltersButton onClear={() => onChange({})} />
      ) : null}
    </section>
  );
}
