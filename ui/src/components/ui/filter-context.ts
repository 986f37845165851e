import { createContext, useContext } from 'react';

import { type UrlFilterState } from '@/hooks/use-url-filters';

/** The URL filters of the filter bar a field sits in (`FilterBar` provides them). */
export const FilterContext = createContext<UrlFilterState<Record<string, unknown>> | null>(null);

/**
 * The filters of the enclosing `FilterBar`, for a field of a feature's own (an amount range):
 * read them, and set them as every field does (back to page 1).
 */
export function useFilterBar<Filters extends object>(): UrlFilterState<Filters> {
  const state = useContext(FilterContext);
  if (!state) throw new Error('A filter field belongs inside a FilterBar.');
  return state as unknown as UrlFilterState<Filters>;
}
