import {
  EXECUTION_STATUSES,
  executionFilterSchema,
  type ExecutionStatus,
} from '@studio/api/contract/executions';

import { type FiltersOf, urlFilters } from '@/lib/url-filters';

/**
 * The console's filter, kept in the URL under the names `GET /api/executions` takes
 * (`status=failed,cancelled&errorCode=E005`), parsed with the contract's schema, so a link
 * reproduces the view and the list, its live stream and a bulk action take the same string. A
 * version is read only beside its workflow (the schema ties the two together).
 */
export const consoleFilters = urlFilters(
  executionFilterSchema,
  [
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
  ],
  { readWith: { version: ['workflowId'] } },
);
export type ConsoleFilters = FiltersOf<typeof consoleFilters>;

export const STATUS_LABELS: Record<ExecutionStatus, string> = {
  queued: 'Queued',
  running: 'Running',
  succeeded: 'Succeeded',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export const ALL_STATUSES = EXECUTION_STATUSES;
