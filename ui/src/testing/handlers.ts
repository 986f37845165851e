import { type User } from '@studio/api/contract/auth';
import { http, HttpResponse, sse } from 'msw';

import { buildServerInfo } from './manager-server-info';
import { buildOpenApiDocument } from './openapi';
import { server } from './server';

/**
 * Serves the API as for this signed-in user, with a balance, no plan, no history and nothing made
 * yet (what the settings screen asks for). Call it first: a later `server.use(...)` overrides it.
 */
export function signInAs(user: User, { credits = 50 }: { credits?: number } = {}) {
  server.use(
    http.get('/api/auth/user', () => HttpResponse.json(user)),
    http.get('/api/credits/balance', () => HttpResponse.json({ credits })),
    http.get('/api/plans', () => HttpResponse.json([])),
    http.get('/api/user/subscription', () => HttpResponse.json({ subscription: null })),
    http.get('/api/billing/invoices', () => HttpResponse.json({ items: [] })),
    http.get('/api/user/usage', () => HttpResponse.json({ productCount: 0, contentCount: 0 })),
    // Settings → Developers: no API keys until a test gives some.
    http.get('/api/api-keys', () => HttpResponse.json({ keys: [] })),
    http.get('/api/manager/users/:id/api-keys', () => HttpResponse.json({ keys: [] })),
    http.get('/api/credit-transactions', () =>
      HttpResponse.json({ items: [], total: 0, page: 1, limit: 5 }),
    ),
    http.get('/api/content', () => HttpResponse.json({ content: [], hasMore: false })),
    http.get('/api/products', () => HttpResponse.json([])),
    http.get('/api/workflows', () => HttpResponse.json({ workflows: [] })),
    // The editor's test data: no pins, no test runs yet.
    http.get('/api/workflows/:id/pins', () => HttpResponse.json({ pins: [] })),
    http.get('/api/workflows/:id/test-runs', () => HttpResponse.json({ runs: [] })),
    http.get('/api/snaps', () => HttpResponse.json([])),
    http.get('/api/executions', () => HttpResponse.json({ items: [], nextCursor: null })),
    http.get('/api/console-views', () => HttpResponse.json({ views: [] })),
    // Snaps and Categories, empty.
    http.get('/api/manager/snaps', () => HttpResponse.json({ snaps: [], workflows: [] })),
    http.get('/api/manager/categories', () => HttpResponse.json({ categories: [] })),
    // The manager panel's first section (Users & Credits), empty.
    http.get('/api/manager/users', () =>
      HttpResponse.json({ users: [], total: 0, page: 1, limit: 25 }),
    ),
    http.get('/api/manager/stats', () =>
      HttpResponse.json({ users: 0, newThisWeek: 0, verifiedShare: 0, credits: [] }),
    ),
    // Transaction History, empty.
    http.get('/api/manager/transactions', () =>
      HttpResponse.json({ transactions: [], total: 0, page: 1, limit: 25, totals: [] }),
    ),
    // Content Management, empty.
    http.get('/api/manager/content', () =>
      HttpResponse.json({ items: [], total: 0, page: 1, limit: 24 }),
    ),
    // The manager panel's sidebar counts, none.
    http.get('/api/manager/badges', () => HttpResponse.json({ errorLogs: 0, failedRuns: 0 })),
    // Error Logs, empty; Server Information, a healthy deployment.
    http.get('/api/manager/error-logs', () =>
      HttpResponse.json({ groups: [], total: 0, page: 1, limit: 25, hourly: [] }),
    ),
    http.get('/api/manager/server-info', () => HttpResponse.json(buildServerInfo())),
    // API Reference: the sample OpenAPI document.
    http.get('/api/openapi.json', () => HttpResponse.json(buildOpenApiDocument())),
    // User Feedback, empty.
    http.get('/api/manager/feedback', () =>
      HttpResponse.json({ items: [], total: 0, page: 1, limit: 24 }),
    ),
    http.get('/api/manager/feedback/stats', () =>
      HttpResponse.json({ weeks: 12, snaps: [], points: [] }),
    ),
    sse<{ ready: string }>('/api/executions/changes', ({ client }) =>
      client.send({ event: 'ready', data: '{}' }),
    ),
  );
}

/** An API error answer, shaped as contract/errors.ts shapes it (plus any extra fields). */
export function apiError(
  status: number,
  error: string,
  message?: string,
  extra: Record<string, unknown> = {},
) {
  return HttpResponse.json(
    { error, ...(message === undefined ? {} : { message }), ...extra },
    {
      status,
    },
  );
}
