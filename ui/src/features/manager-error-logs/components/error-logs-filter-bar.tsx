import { ClearFiltersButton } from '@/components/ui/clear-filters-button';
import { DateRangeFields } from '@/components/ui/date-range-fields';
import { SelectFilter } from '@/components/ui/select-filter';
import { TypedFilter } from '@/components/ui/typed-filter';
import { A_NEW_FILTER_STARTS_AT_PAGE_1, useFilterPatch } from '@/hooks/use-filter-patch';
import { type ErrorLogFilters, errorLogFilters } from '../model/error-log-filters';

/** Status, source, code, route and dates. Every change goes back to the first page. */
export function ErrorLogsFilterBar({
  filters,
  onChange,
}: {
  filters: ErrorLogFilters;
  onChange: (filters: ErrorLogFilters) => void;
}) {
  const set = useFilterPatch(filters, onChange, A_NEW_FILTER_STARTS_AT_PAGE_1);
  return (
    <section
      aria-label="Filter errors"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6"
    >
      <SelectFilter
        label="Status"
        value={filters.status ?? ''}
        choices={[
          { value: '', label: 'Any status' },
          { value: 'open', label: 'Open' },
          { value: 'resolved', label: 'Resolved' },
        ]}
        onChange={(status) =>
          set({ status: status === 'open' || status === 'resolved' ? status : undefined })
        }
      />
      <SelectFilter
        label="Source"
        value={filters.source ?? ''}
        choices={[
          { value: '', label: 'API and runs' },
          { value: 'api', label: 'API' },
          { value: 'run', label: 'Workflow runs' },
        ]}
        onChange={(source) =>
          set({ source: source === 'api' || source === 'run' ? source : undefined })
        }
      />
      <TypedFilter
        label="Code"
        placeholder="internal_error"
        value={filters.code}
        onCommit={(code) => set({ code })}
      />
      <TypedFilter
        label="Route or node"
        placeholder="/api/snaps"
        value={filters.route}
        onCommit={(route) => set({ route })}
      />
      <DateRangeFields from={filters.from} to={filters.to} onChange={(range) => set(range)} />
      {errorLogFilters.isFiltered(filters) ? (
        <div className="flex items-end sm:col-span-2 lg:col-span-3 xl:col-span-6">
          <ClearFiltersButton onClear={() => onChange({})} />
        </div>
      ) : null}
    </section>
  );
}
