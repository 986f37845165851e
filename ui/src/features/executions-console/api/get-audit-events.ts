import { type AuditEventList, auditEventListSchema } from '@studio/api/contract/audit';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { type AuditFilters, searchFromAuditFilters } from '../model/audit-filters';

/** Entries per page. */
export const AUDIT_PAGE_SIZE = 50;

/** The prefix of every audit log query. */
export const auditEventsQueryKey = ['audit-events'] as const;

export function auditEventsQueryOptions(filters: AuditFilters) {
  const search = searchFromAuditFilters(filters).toString();
  return infiniteQueryOptions({
    queryKey: [...auditEventsQueryKey, 'list', search] as const,
    queryFn: async ({ pageParam, signal }): Promise<AuditEventList> => {
      const query = new URLSearchParams(search);
      query.set('limit', String(AUDIT_PAGE_SIZE));
      if (pageParam) query.set('cursor', pageParam);
      return auditEventListSchema.parse(await api.get(`/api/audit-events?${query}`, { signal }));
    },
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
