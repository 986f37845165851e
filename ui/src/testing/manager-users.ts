import {
  type ManagedUser,
  type ManagedUserDetail,
  type ManagerStats,
} from '@studio/api/contract/manager-users';
import { http, HttpResponse } from 'msw';

import { server } from './server';

/** A user as `GET /api/manager/users` lists them. */
export function buildManagedUser(overrides: Partial<ManagedUser> = {}): ManagedUser {
  return {
    id: '6f1c2b4a-0000-4000-8000-000000000001',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    role: 'user',
    emailVerified: true,
    credits: 20,
    plan: null,
    contentCount: 3,
    createdAt: '2026-11-01T10:00:00.000Z',
    lastSeenAt: '2026-11-24T09:00:00.000Z',
    ...overrides,
  };
}

export function buildManagerStats(overrides: Partial<ManagerStats> = {}): ManagerStats {
  return {
    users: 42,
    newThisWeek: 5,
    verifiedShare: 0.75,
    credits: [
      { day: '2026-11-24', granted: 40, spent: 12 },
      { day: '2026-11-25', granted: 15, spent: 4 },
    ],
    ...overrides,
  };
}

/** Serves the list (these users, whatever the filter), the stats and each user's drawer. */
export function serveManagerUsers(
  users: ManagedUser[],
  details: Partial<Omit<ManagedUserDetail, 'user'>> = {},
) {
  server.use(
    http.get('/api/manager/users', ({ request }) => {
      const url = new URL(request.url);
      return HttpResponse.json({
        users,
        total: users.length,
        page: Number(url.searchParams.get('page') ?? 1),
        limit: Number(url.searchParams.get('limit') ?? 25),
      });
    }),
    http.get('/api/manager/stats', () => HttpResponse.json(buildManagerStats())),
    http.get('/api/manager/users/:id', ({ params }) => {
      const user = users.find((candidate) => candidate.id === params.id);
      if (!user) return HttpResponse.json({ error: 'user_not_found' }, { status: 404 });
      return HttpResponse.json({
        user,
        transactions: details.transactions ?? [],
        runs: details.runs ?? [],
      } satisfies ManagedUserDetail);
    }),
  );
}
