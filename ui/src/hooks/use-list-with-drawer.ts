import { useCallback } from 'react';

import { type UrlFilterDefinition } from '@/lib/url-filters';
import { useSearchParam } from './use-search-param';
import { useUrlFilters } from './use-url-filters';

/**
 * A list screen whose rows open a drawer: its filters in the address (`useUrlFilters`), and the
 * open row's id in a parameter of its own (`?user=…`) that the filters keep, so a link (an audit
 * entry's target) opens the drawer and Back closes it.
 */
export function useListWithDrawer<Filters extends object>(
  definition: UrlFilterDefinition<Filters>,
  drawerParam: string,
) {
  const search = useUrlFilters(definition, { keep: [drawerParam] });
  const [openId, setOpenId] = useSearchParam(drawerParam);
  const open = useCallback((row: { id: string }) => setOpenId(row.id), [setOpenId]);
  const close = useCallback(() => setOpenId(null), [setOpenId]);
  return { search, openId, open, close };
}
