import { auditEventListQuerySchema } from '@studio/api/contract/audit';

import { type FiltersOf, urlFilters } from '@/lib/url-filters';

/**
 * The audit log's filter, kept in the URL as the console keeps its own: each filter a search
 * parameter named as `GET /api/audit-events` names it (`actor=ops&action=execution.cancel`),
 * parsed with the contract's schema, so a link reproduces the view and the call takes the string.
 */
export const auditFilters = urlFilters(auditEventListQuerySchema, [
  'actor',
  'action',
  'target',
  'from',
  'to',
]);
export type AuditFilters = FiltersOf<typeof auditFilters>;
