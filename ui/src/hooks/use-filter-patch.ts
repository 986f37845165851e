import { useCallback, useEffect, useRef } from 'react';

const NO_KEYS: readonly never[] = [];

/** For a paged list: a change of filter shows the first page of what it finds. */
export const A_NEW_FILTER_STARTS_AT_PAGE_1 = ['page'] as const;

/**
 * A filter bar's setter: each change is laid over the filters last asked for, not over the copy
 * the bar was rendered with. Filters live in the URL, and the router renders a navigation as a
 * React transition, which waits behind urgent renders such as typing. On a busy machine a typed
 * filter (committed 400 ms after the last key) could fire before the choice made just before it
 * had rendered; a setter closed over the rendered filters then wrote the URL without that choice.
 * When the URL changes from outside (back, a link, Clear), what it shows becomes the base again.
 *
 * A key patched to `undefined` is removed; `reset` names keys every change clears unless it sets
 * them (a paged list's page: new filters start at page 1). Pass a constant, not a fresh array.
 */
export function useFilterPatch<Filters extends object>(
  filters: Filters,
  onChange: (next: Filters) => void,
  reset: readonly (keyof Filters)[] = NO_KEYS,
) {
  const asked = useRef(filters);
  useEffect(() => {
    asked.current = filters;
  }, [filters]);

  return useCallback(
    (patch: Partial<Filters> | ((current: Filters) => Partial<Filters>)) => {
      const change = typeof patch === 'function' ? patch(asked.current) : patch;
      const next = { ...asked.current, ...change } as Filters;
      for (const key of reset) if (!(key in change)) delete next[key];
      for (const key of Object.keys(next) as (keyof Filters)[]) {
        if (next[key] === undefined) delete next[key];
      }
      asked.current = next;
      onChange(next);
    },
    [onChange, reset],
  );
}
