import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * One search parameter that is not a filter: the item whose drawer is open (`?user=…`), so a
 * link can open it. Setting it adds a history entry by default (Back closes the drawer); null
 * removes it. Other parameters (the filters) stay as they are.
 */
export function useSearchParam(name: string, { replace = false }: { replace?: boolean } = {}) {
  const [search, setSearch] = useSearchParams();
  const value = search.get(name) || null;
  const setValue = useCallback(
    (next: string | null) =>
      setSearch(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set(name, next);
          else updated.delete(name);
          return updated;
        },
        { replace },
      ),
    [name, replace, setSearch],
  );
  return [value, setValue] as const;
}
