import {
  EXECUTION_PROGRESS_EVENT,
  EXECUTION_ROWS_EVENT,
  type ExecutionListItem,
  type ExecutionRowsEvent,
  type ExecutionView,
} from '@studio/api/contract/executions';
import { FailureType } from '@studio/workflows/contract/failure-types';
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

/** The console's live stream (`GET /api/executions/changes`): the test plays the server. */
export function mockConsoleChanges() {
  const streams: {
    search: string;
    send(event: ExecutionRowsEvent): void;
    readonly closed: boolean;
  }[] = [];
  server.use(
    sse<{ ready: string; [EXECUTION_ROWS_EVENT]: string }>(
      '/api/executions/changes',
      ({ client, request }) => {
        const url = new URL(request.url);
        client.send({ retry: STREAM_RETRY_MS });
        client.send({ event: 'ready', data: '{}' });
        streams.push({
          search: url.search,
          send(event) {
            client.send({ event: EXECUTION_ROWS_EVENT, data: JSON.stringify(event) });
          },
          get closed() {
            return request.signal.aborted;
          },
        });
      },
    ),
  );
  return {
    streams,
    latest() {
      const latest = streams.at(-1);
      if (!latest) throw new Error('mockConsoleChanges: no stream was opened');
      return latest;
    },
  };
}

/** One row of the console's list. */
export function buildListItem(overrides: Partial<ExecutionListItem> = {}): ExecutionListItem {
  return {
    id: '50000000-0000-4000-8000-000000000001',
    status: 'failed',
    snap: { id: '40000000-0000-4000-8000-000000000001', name: 'White Packshot' },
    workflow: { id: '60000000-0000-4000-8000-000000000001', name: 'White Packshot' },
    version: 1,
    user: { id: '00000000-0000-4000-8000-000000000001', email: 'ann@example.com' },
    cost: 3,
    tokensReserved: 0,
    tokensCharged: 0,
    paidByPlatform: false,
    error: { type: FailureType.ProviderError, message: 'The model is down.' },
    errorCode: FailureType.ProviderError,
    replayOf: null,
    replayedBy: [],
    test: false,
    demo: false,
    createdAt: '2026-11-24T10:00:00.000Z',
    startedAt: '2026-11-24T10:00:01.000Z',
    finishedAt: '2026-11-24T10:00:05.000Z',
    durationMs: 4000,
    ...overrides,
  };
}
