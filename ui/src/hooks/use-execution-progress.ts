import {
  EXECUTION_PROGRESS_EVENT,
  executionProgressEventSchema,
  type ExecutionView,
  TERMINAL_EXECUTION_STATUSES,
} from '@studio/api/contract/executions';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { executionEventsUrl, executionQueryOptions } from '@/lib/executions';

/** How long to wait before opening the stream again after the browser gave up on it. */
export const RECONNECT_DELAY_MS = 2000;

export type ExecutionProgress = {
  /** The latest view; null until the first event. */
  view: ExecutionView | null;
  /** The stream failed and is being reopened; the last view may be out of date. */
  reconnecting: boolean;
};

/**
 * Follows a run live over the API's server-sent events. Each `progress` event carries the whole
 * view, which goes into the execution's query (`executionQueryOptions`), so every screen showing
 * that execution reads the same one. The stream is closed at the first terminal view (otherwise
 * the browser would reconnect to a finished run). A dropped connection is reopened by the browser
 * itself, and the server starts again with the current state. If the browser gives up (an error
 * answer), the query is fetched once and the stream reopened a little later.
 */
export function useExecutionProgress(executionId: string): ExecutionProgress {
  const queryClient = useQueryClient();
  // Fed by the stream: never fetched on its own (`enabled: false`), only read.
  const { data: view = null } = useQuery({
    ...executionQueryOptions(executionId),
    enabled: false,
  });
  const [reconnecting, setReconnecting] = useState(false);

  useEffect(() => {
    const { queryKey } = executionQueryOptions(executionId);
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let finished = false;
    let failures = 0;

    const accept = (next: ExecutionView) => {
      queryClient.setQueryData(queryKey, next);
      if (TERMINAL_EXECUTION_STATUSES.has(next.status)) {
        finished = true;
        source?.close();
        setReconnecting(false);
      }
    };

    const connect = () => {
      const current = new EventSource(executionEventsUrl(executionId));
      source = current;
      current.addEventListener(EXECUTION_PROGRESS_EVENT, (event) => {
        failures = 0;
        setReconnecting(false);
        const parsed = parse((event as MessageEvent<string>).data);
        if (parsed) accept(parsed);
      });
      current.addEventListener('error', () => {
        if (finished) return;
        setReconnecting(true);
        // CONNECTING: the browser is already retrying. CLOSED: it gave up, so do it here.
        if (current.readyState !== EventSource.CLOSED) return;
        failures += 1;
        queryClient
          .fetchQuery(executionQueryOptions(executionId))
          .then((latest) => {
            if (!finished) accept(latest);
          })
          .catch(() => {})
          .finally(() => {
            if (!finished) {
              retry = setTimeout(connect, RECONNECT_DELAY_MS * Math.min(failures, 5));
            }
          });
      });
    };

    connect();
    return () => {
      finished = true;
      source?.close();
      clearTimeout(retry);
    };
  }, [executionId, queryClient]);

  return { view, reconnecting };
}

function parse(data: string): ExecutionView | null {
  try {
    const result = executionProgressEventSchema.safeParse(JSON.parse(data));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}
