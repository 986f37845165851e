import {
  EXECUTION_STATUSES,
  type ExecutionFilter,
  executionFilterSchema,
  type ExecutionStatus,
} from '@studio/api/contract/executions';

/**
 * The console's filter lives in the URL, so a link reproduces the view: each filter is a search
 * parameter named as the API names it (`status=failed,cancelled&errorCode=E005`), and the API
 * call takes the same string.
 */
export type ConsoleFilters = ExecutionFilter;

const KEYS = [
  'status',
  'snapId',
  'workflowId',
  'version',
  'user',
  'from',
  'to',
  'errorCode',
  'test',
  'demo',
  'notReplayed',
] as const satisfies readonly (keyof ConsoleFilters)[];

/** The filters a URL's search holds; a parameter that does not parse is left out, not fatal. */
export function filtersFromSearch(search: URLSearchParams): ConsoleFilters {
  const filters: ConsoleFilters = {};
  for (const key of KEYS) {
    const raw = search.get(key);
    if (raw === null || raw === '') continue;
    const parsed = executionFilterSchema.safeParse({
      [key]: raw,
      // A version is only read beside its workflow.
      ...(key === 'version' && { workflowId: search.get('workflowId') }),
    });
    if (parsed.success) Object.assign(filters, { [key]: parsed.data[key] });
  }
  return filters;
}

/** The search string of a filter, in a stable order: the URL and the API call both use it. */
export function searchFromFilters(filters: ConsoleFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of KEYS) {
    const value = filters[key];
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    search.set(
      key,
      value instanceof Date
        ? value.toISOString()
        : Array.isArray(value)
          ? value.join(',')
          : String(value),
    );
  }
  return search;
}

export const STATUS_LABELS: Record<ExecutionStatus, string> = {
  queued: 'Queued',
  running: 'Running',
  succeeded: 'Succeeded',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export const ALL_STATUSES = EXECUTION_STATUSES;

/** Whether any filter is set (the empty state then says so, and offers to clear them). */
export function hasFilters(filters: ConsoleFilters): boolean {
  return searchFromFilters(filters).size > 0;
}
