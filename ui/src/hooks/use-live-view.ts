import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { type ZodType } from 'zod';

/** How long to wait before opening the stream again after the browser gave up on it. */
export const RECONNECT_DELAY_MS = 2000;

export type LiveView<View> = {
  /** The latest view; null until the first event. */
  view: View | null;
  /** The stream failed and is being reopened; the last view may be out of date. */
  reconnecting: boolean;
};

type LiveViewOptions<View> = {
  /** The resource's query key: the stream writes each view into it. */
  queryKey: QueryKey;
  /** Fetches the view once, when the stream has gone. */
  fetchView: () => Promise<View>;
  /** The server-sent events that carry the whole view whenever it changes. */
  eventsUrl: string;
  /** The events' name (`event:` line) in that stream. */
  event: string;
  schema: ZodType<View>;
  /** The view changes no more: the stream is closed (the browser would reconnect otherwise). */
  isFinal: (view: View) => boolean;
  /** False: no stream is opened (the view is known to be final already). */
  enabled?: boolean;
};

/**
 * Follows a resource live over the API's server-sent events (a run's, a batch's). Each event
 * carries the whole view, which goes into the resource's query, so every screen showing it reads
 * the same one. The stream is closed at the first final view. A dropped connection is reopened
 * by the browser itself, and the server starts again with the current state. If the browser gives
 * up (an error answer), the query is fetched once and the stream reopened a little later, waiting
 * longer after each failure in a row.
 */
export function useLiveView<View>({
  queryKey,
  fetchView,
  eventsUrl,
  event,
  schema,
  isFinal,
  enabled = true,
}: LiveViewOptions<View>): LiveView<View> {
  const queryClient = useQueryClient();
  // Fed by the stream: never fetched on its own (`enabled: false`), only read.
  const { data } = useQuery({ queryKey, queryFn: fetchView, enabled: false });
  const [reconnecting, setReconnecting] = useState(false);
  // The latest options, read by the stream's listeners without reopening it on every render.
  const current = useEffectEvent(() => ({ queryKey, fetchView, schema, isFinal }));

  useEffect(() => {
    if (!enabled) return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let finished = false;
    let failures = 0;

    const accept = (next: View) => {
      queryClient.setQueryData(current().queryKey, next);
      if (current().isFinal(next)) {
        finished = true;
        source?.close();
        setReconnecting(false);
      }
    };

    const connect = () => {
      const opened = new EventSource(eventsUrl);
      source = opened;
      opened.addEventListener(event, (message) => {
        failures = 0;
        setReconnecting(false);
        const parsed = parse(current().schema, (message as MessageEvent<string>).data);
        if (parsed !== null) accept(parsed);
      });
      opened.addEventListener('error', () => {
        if (finished) return;
        setReconnecting(true);
        // CONNECTING: the browser is already retrying. CLOSED: it gave up, so do it here.
        if (opened.readyState !== EventSource.CLOSED) return;
        failures += 1;
        const latest = current();
        queryClient
          .fetchQuery({ queryKey: latest.queryKey, queryFn: latest.fetchView, staleTime: 0 })
          .then((view) => {
            if (!finished) accept(view);
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
  }, [eventsUrl, event, enabled, queryClient]);

  return { view: data ?? null, reconnecting };
}

function parse<View>(schema: ZodType<View>, data: string): View | null {
  try {
    const result = schema.safeParse(JSON.parse(data));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}
