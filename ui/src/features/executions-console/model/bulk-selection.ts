import { BULK_LIMIT, type ExecutionFilter } from '@studio/api/contract/executions';

/**
 * The runs a bulk action is for, as the API takes them (`bulkSelection` in the contract): the
 * rows the operator ticked, or every run matching the console's filter, loaded or not. The filter
 * goes as the console holds it; its dates become ISO strings on the way out.
 */
export type BulkSelection = { ids: string[] } | { filter: ExecutionFilter };

/** Which of the two the operator picked in a bulk dialog. */
export type BulkScope = 'selected' | 'filter';

export function bulkSelection(
  scope: BulkScope,
  selectedIds: readonly string[],
  filter: ExecutionFilter,
): BulkSelection {
  return scope === 'selected' ? { ids: [...selectedIds] } : { filter };
}

/** "1 run", "2 runs", "10,000 runs" (the server's sentences group digits the same way). */
export function runCount(count: number): string {
  return `${count.toLocaleString('en')} ${count === 1 ? 'run' : 'runs'}`;
}

export const BULK_LIMIT_TEXT = BULK_LIMIT.toLocaleString('en');
