import {
  type ErrorGroup,
  type ErrorGroupDetail,
  type ErrorOccurrence,
  type HourlyCount,
} from '@studio/api/contract/manager-error-logs';
import { http, HttpResponse } from 'msw';

import { server } from './server';

/** 24 hours ending at 2026-11-25 12:00 UTC, with `counts` in the last hours. */
export function buildHourly(counts: number[] = [1, 3]): HourlyCount[] {
  const end = Date.parse('2026-11-25T12:00:00.000Z');
  return Array.from({ length: 24 }, (_, i) => ({
    hour: new Date(end - (23 - i) * 3_600_000).toISOString(),
    count: counts[i - (24 - counts.length)] ?? 0,
  }));
}

export function buildErrorGroup(overrides: Partial<ErrorGroup> = {}): ErrorGroup {
  return {
    id: '5e000000-0000-4000-8000-000000000001',
    kind: 'error',
    source: 'api',
    code: 'internal_error',
    route: 'POST /api/snaps/execute',
    message: 'Cannot read properties of undefined (reading "graph")',
    count: 4,
    firstSeen: '2026-11-25T08:00:00.000Z',
    lastSeen: '2026-11-25T11:30:00.000Z',
    status: 'open',
    resolvedAt: null,
    resolvedBy: null,
    ...overrides,
  };
}

export function buildOccurrence(overrides: Partial<ErrorOccurrence> = {}): ErrorOccurrence {
  return {
    id: '5f000000-0000-4000-8000-000000000001',
    message: 'Cannot read properties of undefined (reading "graph")',
    route: 'POST /api/snaps/execute',
    requestId: 'req-4f1a2b3c',
    executionId: null,
    user: { id: '6f1c2b4a-0000-4000-8000-000000000001', email: 'ada@example.com' },
    stack:
      'TypeError: Cannot read properties of undefined (reading "graph")\n    at startExecution (api/src/services/start-execution.ts:42:17)',
    createdAt: '2026-11-25T11:30:00.000Z',
    ...overrides,
  };
}

/**
 * Serves the list (these groups of the kind asked for), each group's drawer, and resolving (which
 * marks the group resolved for the next read).
 */
export function serveErrorLogs(
  groups: ErrorGroup[],
  details: Partial<Omit<ErrorGroupDetail, 'group'>> = {},
) {
  const state = new Map(groups.map((group) => [group.id, group]));
  server.use(
    http.get('/api/manager/error-logs', ({ request }) => {
      const url = new URL(request.url);
      const kind = url.searchParams.get('kind') ?? 'error';
      const all = [...state.values()];
      const shown = all.filter((group) => group.kind === kind);
      const open = (of: string) =>
        all.filter((group) => group.kind === of && group.status === 'open').length;
      return HttpResponse.json({
        groups: shown,
        total: shown.length,
        page: Number(url.searchParams.get('page') ?? 1),
        limit: Number(url.searchParams.get('limit') ?? 25),
        hourly: buildHourly(),
        open: { error: open('error'), refusal: open('refusal') },
      });
    }),
    http.get('/api/manager/error-logs/:id', ({ params }) => {
      const group = state.get(String(params.id));
      if (!group) return HttpResponse.json({ error: 'error_group_not_found' }, { status: 404 });
      return HttpResponse.json({
        group,
        occurrences: details.occurrences ?? [buildOccurrence()],
        hourly: details.hourly ?? buildHourly([2]),
      } satisfies ErrorGroupDetail);
    }),
    http.post('/api/manager/error-logs/:id/resolve', ({ params }) => {
      const group = state.get(String(params.id));
      if (!group) return HttpResponse.json({ error: 'error_group_not_found' }, { status: 404 });
      const resolved: ErrorGroup = {
        ...group,
        status: 'resolved',
        resolvedAt: '2026-11-25T12:05:00.000Z',
        resolvedBy: { id: 'manager', email: 'mona@example.com' },
      };
      state.set(group.id, resolved);
      return HttpResponse.json(resolved);
    }),
  );
}
