import {
  EXECUTION_PROGRESS_EVENT,
  EXECUTION_ROWS_EVENT,
  type ExecutionListItem,
  type ExecutionRowsEvent,
  type ExecutionView,
} from '@studio/api/contract/executions';
import { type NodeStatus } from '@studio/workflows/graph/node-status';
import { FailureType } from '@studio/workflows/contract/failure-types';
import { sse } from 'msw';

import { STREAM_RETRY_MS, type ViewEventStream, mockViewEvents } from './event-streams';
import { server } from './server';

/** The White Packshot graph's three steps, all waiting. */
export const PACKSHOT_STEPS: ExecutionView['nodes'] = [
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
export function withSteps(...statuses: NodeStatus[]) {
  return PACKSHOT_STEPS.map((step, i) => ({ ...step, status: statuses[i] ?? step.status }));
}

/** One stream of a run's `progress` events the app opened: the test plays the server's side. */
export type ExecutionEventStream = ViewEventStream<ExecutionView>;

/** Serves `GET /api/executions/:id/events` (see `mockViewEvents`). */
export function mockExecutionEvents() {
  return mockViewEvents<ExecutionView>('/api/executions/:id/events', EXECUTION_PROGRESS_EVENT);
}

export { STREAM_RETRY_MS };

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
    stepCosts: [
      { id: 'scene', label: 'Scene', cost: 2 },
      { id: 'packshot', label: 'Packshot', cost: 1 },
    ],
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
    durationClock: 'database',
    ...overrides,
  };
}
