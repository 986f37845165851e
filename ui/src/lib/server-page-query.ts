import { type AnswerOf, type AnyRoute, type PathParams } from '@studio/api/contract/route';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useQuery,
} from '@tanstack/react-query';

import { callApi, type CallInput } from './call-api';
import { type UrlFilterDefinition } from './url-filters';

/**
 * The query of one server page of a filtered list: the filters as the URL writes them, with the
 * page size, are the call's query and the cache key (`[...key, 'list', 'q=ada&page=2&limit=25']`),
 * so a view is cached as its link reads. The previous page stays on screen while the next loads,
 * so the table does not jump.
 */
export function serverPageQuery<Filters, R extends AnyRoute>(
  route: R,
  definition: UrlFilterDefinition<Filters>,
  filters: Filters,
  { key, pageSize }: { key: readonly unknown[]; pageSize: number },
) {
  const search = definition.toSearch(filters);
  search.set('limit', String(pageSize));
  return queryOptions({
    queryKey: [...key, 'list', search.toString()] as const,
    // Generic over the route, the input's type is known only once R is: the list routes take a
    // query and no path parameters.
    queryFn: ({ signal }) =>
      callApi(route, { query: Object.fromEntries(search), signal } as unknown as CallInput<R>),
    placeholderData: keepPreviousData,
  });
}

/**
 * The query of a filtered list read a keyset page at a time, newest first ("Show older…"): as
 * `serverPageQuery`, the filters as the URL writes them are the call's query and the cache key;
 * each page asks for the next after the last one's cursor. Each visit starts from the newest:
 * others may have acted since.
 */
export function keysetListQuery<Filters, R extends AnyRoute>(
  route: R,
  definition: UrlFilterDefinition<Filters>,
  filters: Filters,
  { key, pageSize }: { key: readonly unknown[]; pageSize: number },
) {
  const search = definition.toSearch(filters).toString();
  return infiniteQueryOptions({
    queryKey: [...key, 'list', search] as const,
    queryFn: ({ pageParam, signal }) =>
      callApi(route, {
        query: {
          ...Object.fromEntries(new URLSearchParams(search)),
          limit: pageSize,
          cursor: pageParam,
        },
        signal,
      } as unknown as CallInput<R>) as Promise<AnswerOf<R> & KeysetPage>,
    initialPageParam: null as string | null,
    getNextPageParam: (last: KeysetPage) => last.nextCursor,
    staleTime: 0,
  });
}

/** What every keyset page answers besides its items: where the next one starts. */
type KeysetPage = { nextCursor: string | null };

/**
 * The record a list's drawer shows, read by its path parameters under the section's key
 * (`[...key, 'detail', id]`), so whatever changes the section reads it again; nothing is read
 * while no drawer is open (`params` null).
 */
export function useDrawerRecord<R extends AnyRoute>(
  route: R,
  key: readonly unknown[],
  params: PathParams<R['path']> | null,
) {
  return useQuery({
    queryKey: [...key, 'detail', ...Object.values(params ?? {})] as const,
    queryFn: ({ signal }) => callApi(route, { params, signal } as unknown as CallInput<R>),
    enabled: params !== null,
  });
}
