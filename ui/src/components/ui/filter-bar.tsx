import { type ReactNode } from 'react';

import { type UrlFilterState } from '@/hooks/use-url-filters';
import { ClearFiltersButton } from './clear-filters-button';
import { FilterContext } from './filter-context';

type FilterBarProps<Filters extends object> = {
  /** The landmark's name: "Filter users". */
  label: string;
  /**
   * The fields' grid: 'grid gap-3 sm:grid-cols-2 lg:grid-cols-5'. A framed bar may leave it out
   * when its children lay themselves out (a row of toggles above a grid).
   */
  columns?: string;
  /** A bordered card with Clear under the fields; else the bare grid, Clear on a row of its own. */
  framed?: boolean;
  /**
   * The list's URL filters (`useUrlFilters`): the fields inside read and set them by name
   * (`filterFields`); Clear shows while any is set, and clears them all.
   */
  state: UrlFilterState<Filters>;
  /** The fields, each setting its own filter. */
  children: ReactNode;
};

/**
 * A list's filter bar: a named region holding the fields a feature's filter file declares, and
 * "Clear filters" while any is set, so every list is filtered and cleared the same way.
 */
export function FilterBar<Filters extends object>(props: FilterBarProps<Filters>) {
  return (
    <FilterContext value={props.state as unknown as UrlFilterState<Record<string, unknown>>}>
      <FilterRegion {...props} />
    </FilterContext>
  );
}

function FilterRegion<Filters extends object>({
  label,
  columns,
  framed = false,
  state,
  children,
}: FilterBarProps<Filters>) {
  const clear = state.isFiltered ? <ClearFiltersButton onClear={state.clearFilters} /> : null;
  if (framed) {
    return (
      <section
        aria-label={label}
        className="space-y-3 rounded-card border border-line bg-surface p-3 sm:p-4"
      >
        {columns ? <div className={columns}>{children}</div> : children}
        {clear}
      </section>
    );
  }
  return (
    <section aria-label={label} className={columns}>
      {children}
      {/* A row of its own across every column, at whatever width. */}
      {clear ? <div className="col-span-full flex items-end">{clear}</div> : null}
    </section>
  );
}
