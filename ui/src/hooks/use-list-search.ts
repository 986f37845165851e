import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** What `urlFilters` (lib/url-filters.ts) declares for a list: its filters read and written. */
interface FilterDefinition<Filters> {
  fromSearch: (search: URLSearchParams) => Filters;
  toSearch: (filters: Filters) => URLSearchParams;
  isFiltered: (filters: Filters) => boolean;
}

/**
 * A list screen's address: its filters and page (through their `urlFilters` declaration, so a
 * link reproduces the view) and, when it has one, the item whose drawer is open (`itemParam`,
 * kept when the filters change, so a link can open an item). Filter changes replace the history
 * entry: typing a search is not a page to go back to; opening an item adds one.
 */
export function useListSearch<Filters>(definition: FilterDefinition<Filters>, itemParam?: string) {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => definition.fromSearch(search), [definition, search]);
  const openId = (itemParam && search.get(itemParam)) || null;

  const setFilters = useCallback(
    (next: Filters) =>
      setSearch(
        (current) => {
          const updated = definition.toSearch(next);
          const item = itemParam && current.get(itemParam);
          if (item) updated.set(itemParam, item);
          return updated;
        },
        { replace: true },
      ),
    [definition, itemParam, setSearch],
  );

  const setOpenId = useCallback(
    (id: string | null) =>
      setSearch((current) => {
        if (!itemParam) return current;
        const updated = new URLSearchParams(current);
        if (id) updated.set(itemParam, id);
        else updated.delete(itemParam);
        return updated;
      }),
    [itemParam, setSearch],
  );

  return { filters, setFilters, filtered: definition.isFiltered(filters), openId, setOpenId };
}
