import { creditKindSchema } from '@studio/api/contract/billing';

import { useFilterBar } from '@/components/ui/filter-context';
import { FilterBar } from '@/components/ui/filter-bar';
import { filterFields } from '@/components/ui/filter-fields';
import { TypedFilter } from '@/components/ui/typed-filter';
import { type UrlFilterState } from '@/hooks/use-url-filters';
import { type TransactionFilters } from '../model/transaction-filters';
import { KIND_LABELS } from '../model/transaction-format';

const Field = filterFields<TransactionFilters>();

/** A typed amount as the filter takes it: a whole number of credits, signed, or none. */
function amountOf(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const amount = Number(text.replace('−', '-'));
  return Number.isInteger(amount) ? amount : undefined;
}

/** Between which amounts, signed (a debit is negative): two narrow fields in one column. */
function AmountRange() {
  const { filters, setFilters } = useFilterBar<TransactionFilters>();
  return (
    <div className="grid grid-cols-2 gap-3">
      <TypedFilter
        label="Amount from"
        placeholder="e.g. -50"
        value={filters.minAmount?.toString()}
        onCommit={(text) => setFilters({ minAmount: amountOf(text) })}
      />
      <TypedFilter
        label="Amount to"
        placeholder="e.g. 100"
        value={filters.maxAmount?.toString()}
        onCommit={(text) => setFilters({ maxAmount: amountOf(text) })}
      />
    </div>
  );
}

/**
 * Who (part of an email, or an account's id), which kind, between which days, and between
 * which amounts. Every change goes back to the first page.
 */
export function TransactionsFilterBar({ state }: { state: UrlFilterState<TransactionFilters> }) {
  return (
    <FilterBar
      label="Filter transactions"
      columns="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      framed
      state={state}
    >
      <Field.Text
        name="user"
        label="User"
        placeholder="Email contains…, or an account id"
        icon
        wide
      />
      <Field.Choice
        name="kind"
        label="Kind"
        any="Every kind"
        options={creditKindSchema.options}
        labels={KIND_LABELS}
      />
      <AmountRange />
      <Field.Dates />
    </FilterBar>
  );
}
