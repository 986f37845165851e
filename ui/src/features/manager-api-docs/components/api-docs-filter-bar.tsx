import { ClearFiltersButton } from '@/components/ui/clear-filters-button';
import { SelectFilter } from '@/components/ui/select-filter';
import { TypedFilter } from '@/components/ui/typed-filter';
import { useFilterPatch } from '@/hooks/use-filter-patch';
import { ACCESS_LABELS, ACCESS_LEVELS, isAccessLevel } from '../model/access';
import { type ApiDocsFilters, apiDocsFilters } from '../model/api-docs-filters';

/** Search over methods, paths and summaries, and who may call. */
export function ApiDocsFilterBar({
  filters,
  onChange,
}: {
  filters: ApiDocsFilters;
  onChange: (filters: ApiDocsFilters) => void;
}) {
  const set = useFilterPatch(filters, onChange);
  return (
    <section aria-label="Filter operations" className="grid gap-3 sm:grid-cols-[2fr_1fr]">
      <TypedFilter
        label="Search"
        placeholder="A path or summary, e.g. POST /api/products"
        value={filters.q}
        onCommit={(q) => set({ q })}
        icon
      />
      <SelectFilter
        label="Who may call"
        value={filters.access ?? ''}
        choices={[
          { value: '', label: 'Any access' },
          ...ACCESS_LEVELS.map((level) => ({ value: level, label: ACCESS_LABELS[level] })),
        ]}
        onChange={(access) => set({ access: isAccessLevel(access) ? access : undefined })}
      />
      {apiDocsFilters.isFiltered(filters) ? (
        <div className="sm:col-span-2">
          <ClearFiltersButton onClear={() => onChange({})} />
        </div>
      ) : null}
    </section>
  );
}
