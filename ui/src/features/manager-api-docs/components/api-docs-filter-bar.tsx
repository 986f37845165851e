import { FilterBar } from '@/components/ui/filter-bar';
import { filterFields } from '@/components/ui/filter-fields';
import { type UrlFilterState } from '@/hooks/use-url-filters';
import { ACCESS_LABELS, ACCESS_LEVELS } from '../model/access';
import { type ApiDocsFilters } from '../model/api-docs-filters';

const Field = filterFields<ApiDocsFilters>();

/** Search over methods, paths and summaries, and who may call. */
export function ApiDocsFilterBar({ state }: { state: UrlFilterState<ApiDocsFilters> }) {
  return (
    <FilterBar label="Filter operations" columns="grid gap-3 sm:grid-cols-[2fr_1fr]" state={state}>
      <Field.Text
        name="q"
        label="Search"
        placeholder="A path or summary, e.g. POST /api/products"
        icon
      />
      <Field.Choice
        name="access"
        label="Who may call"
        any="Any access"
        options={ACCESS_LEVELS}
        labels={ACCESS_LABELS}
      />
    </FilterBar>
  );
}
