import { EXECUTION_PROGRESS_EVENT, type ExecutionView } from '@studio/api/contract/executions';
import { http, HttpResponse, sse } from 'msw';

import { server } from './server';

/** The White Packshot graph's three steps, all waiting. */
export const PACKSHOT_STEPS = [
  { id: 'photo', type: 'input.image', label: 'Image input', status: 'pending' },
  { id: 'packshot', type: 'image.packshot', label: 'Packshot', status: 'pending' },
  { id: 'out', type: 'output.content', label: 'Content output', status: 'pending' },
];

export function buildExecutionView(overrides: Partial<ExecutionView> = {}): ExecutionView {
  return {
    id: '50000000-0000-4000-8000-000000000001',
    status: 'queued',
    snap: { id: '40000000-0000-4000-8000-000000000001', name: 'White Packshot' },
    test: false,
    userId: '00000000-0000-4000-8000-000000000001',
    workflowVersionId: '60000000-0000-4000-8000-000000000001',
    version: 1,
    cost: 3,
    tokensReserved: 0,
    tokensCharged: 0,
    nodes: PACKSHOT_STEPS.map((step) => ({ ...step })),
    error: null,
    contentIds: [],
    replayOf: null,
    createdAt: '2025-03-01T10:00:00.000Z',
    startedAt: null,
    finishedAt: null,
    ...overrides,
  };
}

/** The steps with these states, in order (the rest keep theirs). */
export function withSteps(...statuses: string[]) {
  return PACKSHOT_STEPS.map((step, i) => ({ ...step, status: statuses[i] ?? step.status }));
}

/** One stream the app opened: the test plays the server's side of it. */
export type ExecutionEventStream = {
  /** The path the app opened. */
  readonly path: string;
  /** The server sends one `progress` event with this view. */
  progress(view: ExecutionView): void;
  /** The connection drops (a network failure): the browser will try again by itself. */
  drop(): void;
  /** True once the app has closed the stream. */
  readonly closed: boolean;
};

/**
 * Serves `GET /api/executions/:id/events` with MSW's `sse()`, recording every stream the app
 * opens so the test can send it events. `refuseNext()` makes the next connection answer with an
 * error status, on which the browser gives up (the EventSource closes for good).
 */
export function mockExecutionEvents() {
  const streams: ExecutionEventStream[] = [];
  server.use(
    sse<{ [EXECUTION_PROGRESS_EVENT]: string }>(EXECUTION_EVENTS_PATH, ({ client, request }) => {
      const url = new URL(request.url);
      client.send({ retry: STREAM_RETRY_MS });
      streams.push({
        path: url.pathname,
        progress(view) {
          if (request.signal.aborted) throw new Error(`${url.pathname}: the app closed it`);
          client.send({ event: EXECUTION_PROGRESS_EVENT, data: JSON.stringify(view) });
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
    latest(): ExecutionEventStream {
      const latest = streams.at(-1);
      if (!latest) throw new Error('mockExecutionEvents: no stream was opened');
      return latest;
    },
    /** The next connection is answered 503, so the browser gives up on the stream. */
    refuseNext() {
      server.use(
        http.get(EXECUTION_EVENTS_PATH, () => new HttpResponse(null, { status: 503 }), {
          once: true,
        }),
      );
    },
  };
}

const EXECUTION_EVENTS_PATH = '/api/executions/:id/events';

/** The reconnection time the mock streams set (SSE `retry:`): after a drop, the browser waits this long. */
export const STREAM_RETRY_MS = 1000;
