import {
  type ManagedContent,
  type ManagedContentDetail,
  type ManagedContentPage,
} from '@studio/api/contract/manager-content';
import { http, HttpResponse } from 'msw';

import { server } from './server';

/** An item as `GET /api/manager/content` lists it. */
export function buildManagedContent(overrides: Partial<ManagedContent> = {}): ManagedContent {
  return {
    id: '5c000000-0000-4000-8000-000000000001',
    name: 'Teal mug',
    type: 'static_image',
    thumbnailUrl: `/files/${'a'.repeat(64)}.png`,
    imageCount: 1,
    creator: {
      id: '6f1c2b4a-0000-4000-8000-000000000001',
      email: 'ada@example.com',
      name: 'Ada Lovelace',
    },
    snap: { id: '3b000000-0000-4000-8000-000000000001', name: 'White Packshot' },
    executionId: '7a000000-0000-4000-8000-000000000001',
    rating: null,
    createdAt: '2026-11-24T09:30:00.000Z',
    removal: null,
    ...overrides,
  };
}

/** The same item as its drawer reads it. */
export function buildManagedContentDetail(
  item: ManagedContent,
  overrides: Partial<ManagedContentDetail> = {},
): ManagedContentDetail {
  return {
    ...item,
    contentUrls: item.thumbnailUrl ? [item.thumbnailUrl] : [],
    caption: null,
    productName: null,
    run: item.executionId
      ? { id: item.executionId, status: 'succeeded', version: 1, createdAt: item.createdAt }
      : null,
    feedback: [],
    ...overrides,
  };
}

/** Serves these items (whatever the filter) and each one's drawer. */
export function serveManagedContent(
  items: ManagedContent[],
  details: Record<string, Partial<ManagedContentDetail>> = {},
) {
  server.use(
    http.get('/api/manager/content', ({ request }) => {
      const url = new URL(request.url);
      return HttpResponse.json({
        items,
        total: items.length,
        page: Number(url.searchParams.get('page') ?? 1),
        limit: Number(url.searchParams.get('limit') ?? 24),
      } satisfies ManagedContentPage);
    }),
    http.get('/api/manager/content/:id', ({ params }) => {
      const item = items.find((candidate) => candidate.id === params.id);
      if (!item) return HttpResponse.json({ error: 'content_not_found' }, { status: 404 });
      return HttpResponse.json(buildManagedContentDetail(item, details[item.id]));
    }),
  );
}
