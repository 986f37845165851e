import { auditApi } from '@studio/api/contract/routes/audit';
import { type AuditEventList } from '@studio/api/contract/audit';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/call-api';
import { type AuditFilters, searchFromAuditFilters } from '../model/audit-filters';

/** Entries per page. */
export const AUDIT_PAGE_SIZE = 50;

/** The prefix of every audit log query. */
export const auditEventsQueryKey = ['audit-events'] as const;

export function auditEventsQueryOptions(filters: AuditFilters) {
  const search = searchFromAuditFilters(filters).toString();
  return infiniteQueryOptions({
    queryKey: [...auditEventsQueryKey, 'list', search] as const,
    queryFn: ({ pageParam, signal }): Promise<AuditEventList> =>
      callApi(auditApi.list, {
        query: {
          ...Object.fromEntries(new URLSearchParams(search)),
          limit: AUDIT_PAGE_SIZE,
          cursor: pageParam,
        },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Any operator may have acted since: each visit starts from the newest entry.
    staleTime: 0,
  });
}

/** The audit log under a filter, newest first, a keyset page at a time. */
export function useAuditEvents(filters: AuditFilters) {
  return useInfiniteQuery(auditEventsQueryOptions(filters));
}
