import { EXECUTION_ROWS_EVENT, executionRowsEventSchema } from '@studio/api/contract/executions';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { executionChangesUrl, executionListQueryOptions } from '../api/get-executions';
import { type ConsoleFilters } from '../model/console-filters';
import { mergeLiveRows } from '../model/live-rows';

/**
 * Keeps the console's loaded pages current over one server-sent-event stream: new runs appear on
 * top, running ones change in place, runs that leave the filter go. The stream is closed while
 * the tab is hidden (nobody is looking; the server holds nothing for it) and, when the tab is
 * shown again, reopened after a refetch, so what changed meanwhile is not missed. Answers whether
 * the console is live.
 */
export function useLiveConsole(filters: ConsoleFilters): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  const url = executionChangesUrl(filters);

  useEffect(() => {
    const { queryKey } = executionListQueryOptions(filters);
    let source: EventSource | null = null;

    const open = () => {
      if (source) return;
      const current = new EventSource(url);
      source = current;
      current.addEventListener('ready', () => setLive(true));
      current.addEventListener(EXECUTION_ROWS_EVENT, (event) => {
        const parsed = executionRowsEventSchema.safeParse(
          JSON.parse((event as MessageEvent<string>).data),
        );
        if (!parsed.success) return;
        queryClient.setQueryData(queryKey, (data) => data && mergeLiveRows(data, parsed.data));
      });
      // The browser reconnects by itself; until it does, the console says it is not live.
      current.addEventListener('error', () => setLive(false));
    };
    const close = () => {
      source?.close();
      source = null;
      setLive(false);
    };
    const onVisibility = () => {
      if (document.hidden) return close();
      void queryClient.invalidateQueries({ queryKey });
      open();
    };

    if (!document.hidden) open();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      close();
    };
    // `url` stands for `filters`: the same filter gives the same string.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url, queryClient]);

  return live;
}
