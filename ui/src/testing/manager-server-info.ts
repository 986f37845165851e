import { type ServerInfo } from '@studio/api/contract/manager-server-info';
import { http, HttpResponse } from 'msw';

import { server } from './server';

const poller = (identity: string) => ({
  identity,
  lastAccessTime: '2026-11-25T11:59:58.000Z',
});

/** A healthy deployment: one worker polling every queue, a few runs in the last hour. */
export function buildServerInfo(overrides: Partial<ServerInfo> = {}): ServerInfo {
  const end = Date.parse('2026-11-25T12:00:00.000Z');
  return {
    app: {
      version: '0.1.0',
      commit: '0123456789abcdef0123456789abcdef01234567',
      node: 'v20.19.5',
      startedAt: '2026-11-24T10:00:00.000Z',
      uptimeSeconds: 93_784,
    },
    postgres: { ok: true, latencyMs: 3, error: null, version: '18.1' },
    temporal: {
      ok: true,
      latencyMs: 12,
      error: null,
      version: '1.29.1',
      address: '127.0.0.1:7233',
      namespace: 'default',
    },
    taskQueues: [
      {
        name: 'studio',
        role: 'workflows',
        workflowPollers: [poller('4242@worker-a')],
        activityPollers: [poller('4242@worker-a')],
        workflowBacklog: 0,
        activityBacklog: 2,
        error: null,
      },
      {
        name: 'studio.images',
        role: 'images',
        workflowPollers: [],
        activityPollers: [poller('4242@worker-a'), poller('5151@worker-b')],
        workflowBacklog: null,
        activityBacklog: null,
        error: null,
      },
      {
        name: 'studio.ai',
        role: 'ai',
        workflowPollers: [],
        activityPollers: [poller('4242@worker-a')],
        workflowBacklog: 0,
        activityBacklog: 0,
        error: null,
      },
    ],
    ai: [
      { capability: 'Background removal', provider: 'local', model: 'isnet-quantised' },
      { capability: 'Captions', provider: 'openai', model: 'gpt-4.1-mini' },
    ],
    storage: { bytes: 5 * 1024 * 1024 + 512 * 1024, files: 42 },
    runs: {
      perMinute: Array.from({ length: 60 }, (_, i) => ({
        minute: new Date(end - (59 - i) * 60_000).toISOString(),
        count: i >= 57 ? 2 : 0,
      })),
      lastHour: 6,
      p50Ms: 2000,
      p95Ms: 9200,
      finishedLastHour: 5,
    },
    reconciler: { repairsLastDay: 2, repairsAll: 7, lastRepairAt: '2026-11-28T09:55:00.000Z' },
    ...overrides,
  };
}

/** Serves `GET /api/manager/server-info`, answering `next()` at each call. */
export function serveServerInfo(next: () => ServerInfo = () => buildServerInfo()) {
  server.use(http.get('/api/manager/server-info', () => HttpResponse.json(next())));
}
