import { contentTypeSchema } from '@studio/api/contract/content';
import { contentStateSchema } from '@studio/api/contract/manager-content';

import { ClearFiltersButton } from '@/components/ui/clear-filters-button';
import { DateRangeFields } from '@/components/ui/date-range-fields';
import { SelectFilter } from '@/components/ui/select-filter';
import { TypedFilter } from '@/components/ui/typed-filter';
import { A_NEW_FILTER_STARTS_AT_PAGE_1, useFilterPatch } from '@/hooks/use-filter-patch';
import { useSnaps } from '@/lib/snaps';
import { type ContentFilters, contentFilters } from '../model/content-filters';
import { STATE_LABELS, TYPE_LABELS } from '../model/content-format';

/**
 * Who made it (part of an email, or an account's id), its type, the snap that made it, between
 * which days, whether its creator rated it Bad, and whether it is still in their library. Every
 * change goes back to the first page.
 */
export function ContentFilterBar({
  filters,
  onChange,
}: {
  filters: ContentFilters;
  onChange: (filters: ContentFilters) => void;
}) {
  const snaps = useSnaps();
  const set = useFilterPatch(filters, onChange, A_NEW_FILTER_STARTS_AT_PAGE_1);

  return (
    <section
      aria-label="Filter content"
      className="space-y-3 rounded-card border border-line bg-surface p-3 sm:p-4"
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className="sm:col-span-2">
          <TypedFilter
            label="Creator"
            placeholder="Email contains…, or an account id"
            value={filters.creator}
            onCommit={(creator) => set({ creator })}
            icon
          />
        </div>
        <SelectFilter
          label="Type"
          value={filters.type ?? ''}
          choices={[
            { value: '', label: 'Every type' },
            ...contentTypeSchema.options.map((type) => ({ value: type, label: TYPE_LABELS[type] })),
          ]}
          onChange={(type) => {
            const parsed = contentTypeSchema.safeParse(type);
            set({ type: parsed.success ? parsed.data : undefined });
          }}
        />
        <SelectFilter
          label="Snap"
          value={filters.snapId ?? ''}
          choices={[
            { value: '', label: 'Every snap' },
            ...(snaps.data ?? []).map((snap) => ({ value: snap.id, label: snap.name })),
          ]}
          onChange={(snapId) => set({ snapId: snapId || undefined })}
        />
        <DateRangeFields from={filters.from} to={filters.to} onChange={set} />
        <SelectFilter
          label="Rating"
          value={filters.ratedBad === undefined ? '' : String(filters.ratedBad)}
          choices={[
            { value: '', label: 'Any rating' },
            { value: 'true', label: 'Rated Bad' },
            { value: 'false', label: 'Not rated Bad' },
          ]}
          onChange={(value) => set({ ratedBad: value === '' ? undefined : value === 'true' })}
        />
        <SelectFilter
          label="Shown"
          value={filters.state ?? 'active'}
          choices={contentStateSchema.options.map((state) => ({
            value: state,
            label: STATE_LABELS[state],
          }))}
          onChange={(value) => {
            const parsed = contentStateSchema.safeParse(value);
            set({ state: parsed.success && parsed.data !== 'active' ? parsed.data : undefined });
          }}
        />
      </div>
      {contentFilters.isFiltered(filters) ? (
        <ClearFiltersButton onClear={() => onChange({})} />
      ) : null}
    </section>
  );
}
