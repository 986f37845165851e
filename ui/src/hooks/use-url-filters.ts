import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import { type UrlFilterDefinition } from '@/lib/url-filters';
import { A_NEW_FILTER_STARTS_AT_PAGE_1, useFilterPatch } from './use-filter-patch';

/** A change: the filters to set (undefined removes one), or a function of those last asked for. */
export type FilterPatch<Filters> = Partial<Filters> | ((current: Filters) => Partial<Filters>);

/** A list's filters as its screen, its filter bar and its list body use them. */
export type UrlFilterState<Filters> = {
  filters: Filters;
  /** Lays a change over the filters last asked for; a new filter starts at page 1. */
  setFilters: (patch: FilterPatch<Filters>) => void;
  /** Every filter off: "Clear filters" and the empty state's "show all". */
  clearFilters: () => void;
  /** Whether anything but the page narrows the list. */
  isFiltered: boolean;
  /** The page shown (1 for a list without pages) and the way to another. */
  page: number;
  setPage: (page: number) => void;
};

const NO_RESET: readonly never[] = [];

/**
 * A list screen's filters, kept in the address through their `urlFilters` declaration so a link
 * reproduces the view. A change is a history entry of its own, so Back undoes a filter rather
 * than leaving the screen (typed words count once, when they commit after a pause); it is laid
 * over the filters last asked for (`useFilterPatch`: a typed filter committing
 * before the previous choice has rendered keeps it), and, on a paged list, goes back to page 1
 * unless it is the page. The search parameters named in `keep` (an open drawer's `user=`, the
 * bulk replay a panel follows) stay as they are; any other parameter is dropped.
 */
export function useUrlFilters<Filters extends object>(
  definition: UrlFilterDefinition<Filters>,
  { keep = NO_RESET }: { keep?: readonly string[] } = {},
): UrlFilterState<Filters> {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => definition.fromSearch(search), [definition, search]);
  // By value: a caller's inline `keep: ['user']` is a new array on every render.
  const kept = keep.join('&');

  const write = useCallback(
    (next: Filters) =>
      setSearch((current) => {
        const updated = definition.toSearch(next);
        for (const name of kept ? kept.split('&') : []) {
          const value = current.get(name);
          if (value !== null) updated.set(name, value);
        }
        return updated;
      }),
    [definition, kept, setSearch],
  );

  const paged = definition.keys.includes('page');
  const reset = (paged ? A_NEW_FILTER_STARTS_AT_PAGE_1 : NO_RESET) as readonly (keyof Filters)[];
  const setFilters = useFilterPatch(filters, write, reset);

  const clearFilters = useCallback(
    () =>
      setFilters(
        Object.fromEntries(definition.keys.map((key) => [key, undefined])) as Partial<Filters>,
      ),
    [definition, setFilters],
  );
  const setPage = useCallback(
    (page: number) => setFilters({ page } as unknown as Partial<Filters>),
    [setFilters],
  );

  return {
    filters,
    setFilters,
    clearFilters,
    isFiltered: definition.isFiltered(filters),
    page: (paged && (filters as { page?: number }).page) || 1,
    setPage,
  };
}
