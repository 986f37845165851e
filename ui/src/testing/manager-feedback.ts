import {
  type FeedbackStats,
  type ManagerFeedbackItem,
} from '@studio/api/contract/manager-feedback';
import { http, HttpResponse } from 'msw';

import { server } from './server';

/** A rating as `GET /api/manager/feedback` lists it. */
export function buildFeedbackItem(
  overrides: Partial<ManagerFeedbackItem> = {},
): ManagerFeedbackItem {
  return {
    id: '5e000000-0000-4000-8000-000000000001',
    rating: 'Bad',
    comment: 'The shadow is cut off',
    creator: {
      id: '6f1c2b4a-0000-4000-8000-000000000001',
      email: 'ada@example.com',
      name: 'Ada Lovelace',
    },
    snap: { id: '5a000000-0000-4000-8000-000000000001', name: 'White Packshot' },
    contentId: '4c000000-0000-4000-8000-000000000001',
    images: ['/files/abc.png'],
    ratedAt: '2026-11-24T09:00:00.000Z',
    ...overrides,
  };
}

export function buildFeedbackStats(overrides: Partial<FeedbackStats> = {}): FeedbackStats {
  return {
    weeks: 12,
    snaps: [
      { id: '5a000000-0000-4000-8000-000000000001', name: 'White Packshot', good: 3, bad: 1 },
      { id: '5a000000-0000-4000-8000-000000000002', name: 'Water Splash', good: 0, bad: 2 },
    ],
    points: [
      { week: '2026-11-16', snapId: '5a000000-0000-4000-8000-000000000001', good: 1, bad: 1 },
      { week: '2026-11-23', snapId: '5a000000-0000-4000-8000-000000000001', good: 2, bad: 0 },
      { week: '2026-11-23', snapId: '5a000000-0000-4000-8000-000000000002', good: 0, bad: 2 },
    ],
    ...overrides,
  };
}

/** Serves these ratings (whatever the filter) and the stats. */
export function serveManagerFeedback(items: ManagerFeedbackItem[], stats = buildFeedbackStats()) {
  server.use(
    http.get('/api/manager/feedback', ({ request }) => {
      const url = new URL(request.url);
      return HttpResponse.json({
        items,
        total: items.length,
        page: Number(url.searchParams.get('page') ?? 1),
        limit: Number(url.searchParams.get('limit') ?? 24),
      });
    }),
    http.get('/api/manager/feedback/stats', () => HttpResponse.json(stats)),
  );
}
