import { ERROR_SOURCES, errorGroupStatusSchema } from '@studio/api/contract/manager-error-logs';

import { FilterBar } from '@/components/ui/filter-bar';
import { filterFields } from '@/components/ui/filter-fields';
import { type UrlFilterState } from '@/hooks/use-url-filters';
import { type ErrorLogFilters } from '../model/error-log-filters';

const Field = filterFields<ErrorLogFilters>();

/** Status, source, code, route and dates. Every change goes back to the first page. */
export function ErrorLogsFilterBar({ state }: { state: UrlFilterState<ErrorLogFilters> }) {
  return (
    <FilterBar
      label="Filter errors"
      columns="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6"
      state={state}
    >
      <Field.Choice
        name="status"
        label="Status"
        any="Any status"
        options={errorGroupStatusSchema.options}
        labels={{ open: 'Open', resolved: 'Resolved' }}
      />
      <Field.Choice
        name="source"
        label="Source"
        any="API and runs"
        options={ERROR_SOURCES}
        labels={{ api: 'API', run: 'Workflow runs' }}
      />
      <Field.Text name="code" label="Code" placeholder="internal_error" />
      <Field.Text name="route" label="Route or node" placeholder="/api/snaps" />
      <Field.Dates />
    </FilterBar>
  );
}
