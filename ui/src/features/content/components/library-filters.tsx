import { type ContentType } from '@studio/api/contract/content';
import { Search, SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { ClearFiltersButton } from '@/components/ui/clear-filters-button';
import { SelectFilter } from '@/components/ui/select-filter';
import { inputClass } from '@/components/ui/text-field';
import { contentTypeLabels } from '@/features/content/lib/content-paths';
import { useSnaps } from '@/lib/snaps';

export type LibraryFilter = {
  q: string;
  productId: string;
  snapId: string;
  type: ContentType | '';
  /** Days as YYYY-MM-DD, both included; '' for no bound. */
  from: string;
  to: string;
};

export const NO_FILTER: LibraryFilter = {
  q: '',
  productId: '',
  snapId: '',
  type: '',
  from: '',
  to: '',
};

/** How long typing may pause before the search runs: a search per word, not per key. */
const SEARCH_DELAY_MS = 300;

/**
 * The library's search (its items' names, their products' and snaps') and filters (product, snap,
 * type), kept in the address so a search can be shared and survives a reload.
 */
export function LibraryFilters({
  value,
  onChange,
  products,
}: {
  value: LibraryFilter;
  onChange: (filter: LibraryFilter) => void;
  /** The creator's products, to filter by (undefined while they load). */
  products: ReadonlyArray<{ id: string; name: string }> | undefined;
}) {
  const searchId = useId();
  const snaps = useSnaps();
  const [typed, setTyped] = useState(value.q);
  // Follows the address (a link, Back, Clear filters) without fighting the typing.
  const [shown, setShown] = useState(value.q);
  if (shown !== value.q) {
    setShown(value.q);
    setTyped(value.q);
  }
  useEffect(() => {
    if (typed === value.q) return;
    const timer = setTimeout(() => onChange({ ...value, q: typed }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, value, onChange]);

  const chosen = [value.productId, value.snapId, value.type, value.from, value.to].filter(
    Boolean,
  ).length;
  const filtered = value.q !== '' || chosen > 0;
  // On a phone the three filters fold under one button, so the content stays in the first screen.
  const [unfolded, setUnfolded] = useState(false);
  const filtersId = useId();
  return (
    <div
      role="search"
      aria-label="Search your content"
      className="mb-6 grid gap-3 sm:grid-cols-3 lg:grid-cols-6 lg:items-end"
    >
      <label
        htmlFor={searchId}
        className="text-sm font-medium text-ink sm:col-span-3 lg:col-span-6"
      >
        Search
        <span className="relative mt-1 block">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
            aria-hidden="true"
          />
          <input
            id={searchId}
            type="search"
            value={typed}
            placeholder="Product, snap or name"
            onChange={(event) => setTyped(event.target.value)}
            className={`${inputClass} pl-9`}
          />
        </span>
      </label>
      <Button
        variant="secondary"
        size="sm"
        className="justify-self-start sm:hidden"
        aria-expanded={unfolded}
        aria-controls={filtersId}
        onClick={() => setUnfolded(!unfolded)}
      >
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        Filters{chosen > 0 ? ` (${chosen})` : ''}
      </Button>
      <div id={filtersId} className={`${unfolded ? 'grid' : 'hidden'} gap-3 sm:contents`}>
        <SelectFilter
          label="Product"
          value={value.productId}
          onChange={(productId) => onChange({ ...value, productId })}
          choices={[
            { value: '', label: 'All products' },
            ...(products ?? []).map((p) => ({ value: p.id, label: p.name })),
          ]}
        />
        <SelectFilter
          label="Snap"
          value={value.snapId}
          onChange={(snapId) => onChange({ ...value, snapId })}
          choices={[
            { value: '', label: 'All snaps' },
            ...(snaps.data ?? []).map((s) => ({ value: s.id, label: s.name })),
          ]}
        />
        <SelectFilter
          label="Type"
          value={value.type}
          onChange={(type) => onChange({ ...value, type: type as LibraryFilter['type'] })}
          choices={[
            { value: '', label: 'All types' },
            ...Object.entries(contentTypeLabels).map(([id, label]) => ({ value: id, label })),
          ]}
        />
        <label className="text-sm font-medium text-ink">
          Made from
          <input
            type="date"
            value={value.from}
            max={value.to || undefined}
            onChange={(event) => onChange({ ...value, from: event.target.value })}
            className={`mt-1 ${inputClass}`}
          />
        </label>
        <label className="text-sm font-medium text-ink">
          Until
          <input
            type="date"
            value={value.to}
            min={value.from || undefined}
            onChange={(event) => onChange({ ...value, to: event.target.value })}
            className={`mt-1 ${inputClass}`}
          />
        </label>
      </div>
      {filtered ? (
        <div className="lg:pb-0.5">
          <ClearFiltersButton onClear={() => onChange(NO_FILTER)} />
        </div>
      ) : null}
    </div>
  );
}
