import { http, HttpResponse, sse } from 'msw';

import { server } from './server';

/** The reconnection time the mock streams set (SSE `retry:`): after a drop, the browser waits this long. */
export const STREAM_RETRY_MS = 1000;

/** One stream the app opened: the test plays the server's side of it. */
export type ViewEventStream<View> = {
  /** The path the app opened. */
  readonly path: string;
  /** The server sends one event with this view. */
  progress(view: View): void;
  /** The connection drops (a network failure): the browser will try again by itself. */
  drop(): void;
  /** True once the app has closed the stream. */
  readonly closed: boolean;
};

/**
 * Serves a resource's event stream (`path`, an MSW path such as '/api/batches/:id/events') with
 * MSW's `sse()`, each event named `event` and carrying a whole view, recording every stream the
 * app opens so the test can send it events. `refuseNext()` makes the next connection answer with
 * an error status, on which the browser gives up (the EventSource closes for good).
 */
export function mockViewEvents<View>(path: string, event: string) {
  const streams: ViewEventStream<View>[] = [];
  server.use(
    sse(path, ({ client, request }) => {
      const url = new URL(request.url);
      client.send({ retry: STREAM_RETRY_MS });
      streams.push({
        path: url.pathname,
        progress(view) {
          if (request.signal.aborted) throw new Error(`${url.pathname}: the app closed it`);
          // MSW types event names statically; this one is the caller's.
          client.send({ event, data: JSON.stringify(view) } as never);
        },
        drop: () => client.close(),
        get closed() {
          return request.signal.aborted;
        },
      });
    }),
  );
  return {
    /** The streams opened so far, oldest first. */
    streams,
    /** The newest stream. */
    latest(): ViewEventStream<View> {
      const latest = streams.at(-1);
      if (!latest) throw new Error(`${path}: no stream was opened`);
      return latest;
    },
    /** The next connection is answered 503, so the browser gives up on the stream. */
    refuseNext() {
      server.use(
        http.get(path, () => new HttpResponse(null, { status: 503 }), {
          once: true,
        }),
      );
    },
  };
}
