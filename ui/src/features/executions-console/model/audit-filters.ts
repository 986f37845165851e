import {
  AUDIT_ACTIONS,
  type AuditAction,
  type AuditEventListQuery,
  auditEventListQuerySchema,
} from '@studio/api/contract/audit';

/**
 * The audit log's filter, kept in the URL as the console keeps its own: each filter a search
 * parameter named as `GET /api/audit-events` names it (`actor=ops&action=execution.cancel`),
 * parsed with the contract's schema, so a link reproduces the view and the call takes the string.
 */
export type AuditFilters = Pick<AuditEventListQuery, 'actor' | 'action' | 'target' | 'from' | 'to'>;

const KEYS = [
  'actor',
  'action',
  'target',
  'from',
  'to',
] as const satisfies readonly (keyof AuditFilters)[];

/** The filters a URL's search holds; a parameter that does not parse is left out, not fatal. */
export function auditFiltersFromSearch(search: URLSearchParams): AuditFilters {
  const filters: AuditFilters = {};
  for (const key of KEYS) {
    const raw = search.get(key);
    if (raw === null || raw === '') continue;
    const parsed = auditEventListQuerySchema.safeParse({ [key]: raw });
    if (parsed.success) Object.assign(filters, { [key]: parsed.data[key] });
  }
  return filters;
}

/** The search string of a filter, in a stable order: the URL and the API call both use it. */
export function searchFromAuditFilters(filters: AuditFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of KEYS) {
    const value = filters[key];
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    search.set(
      key,
      value instanceof Date ? value.toISOString() : Array.isArray(value) ? value.join(',') : value,
    );
  }
  return search;
}

export function hasAuditFilters(filters: AuditFilters): boolean {
  return searchFromAuditFilters(filters).size > 0;
}

/** The actions with `action` added or taken out, in the contract's order; undefined for none. */
export function toggleAction(
  actions: readonly AuditAction[] | undefined,
  action: AuditAction,
): AuditAction[] | undefined {
  const next = new Set(actions);
  if (next.has(action)) next.delete(action);
  else next.add(action);
  return next.size > 0 ? AUDIT_ACTIONS.filter((a) => next.has(a)) : undefined;
}
