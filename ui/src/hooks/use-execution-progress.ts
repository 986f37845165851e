import {
  EXECUTION_PROGRESS_EVENT,
  executionProgressEventSchema,
  type ExecutionView,
  TERMINAL_EXECUTION_STATUSES,
} from '@studio/api/contract/executions';

import { executionEventsUrl, executionQueryOptions, getExecution } from '@/lib/executions';
import { type LiveView, useLiveView } from './use-live-view';

export { RECONNECT_DELAY_MS } from './use-live-view';

export type ExecutionProgress = LiveView<ExecutionView>;

const isTerminal = (view: ExecutionView) => TERMINAL_EXECUTION_STATUSES.has(view.status);

/**
 * Follows a run live over its server-sent `progress` events (use-live-view.ts), writing each view
 * into the execution's query (`executionQueryOptions`), so every screen showing that execution
 * reads the same one. The stream closes at the first terminal view.
 */
export function useExecutionProgress(executionId: string): ExecutionProgress {
  return useLiveView({
    queryKey: executionQueryOptions(executionId).queryKey,
    fetchView: () => getExecution(executionId),
    eventsUrl: executionEventsUrl(executionId),
    event: EXECUTION_PROGRESS_EVENT,
    schema: executionProgressEventSchema,
    isFinal: isTerminal,
  });
}
