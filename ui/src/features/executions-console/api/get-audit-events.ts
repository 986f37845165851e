import { auditApi } from '@studio/api/contract/routes/audit';
import { useInfiniteQuery } from '@tanstack/react-query';

import { keysetListQuery } from '@/lib/server-page-query';
import { type AuditFilters, auditFilters } from '../model/audit-filters';

/** Entries per page. */
export const AUDIT_PAGE_SIZE = 50;

/** The prefix of every audit log query. */
export const auditEventsQueryKey = ['audit-events'] as const;

/** The audit log under a filter, newest first, a keyset page at a time. */
export function useAuditEvents(filters: AuditFilters) {
  return useInfiniteQuery(
    keysetListQuery(auditApi.list, auditFilters, filters, {
      key: auditEventsQueryKey,
      pageSize: AUDIT_PAGE_SIZE,
    }),
  );
}
