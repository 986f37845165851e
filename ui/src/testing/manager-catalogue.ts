import { type ManagedCategory } from '@studio/api/contract/manager-categories';
import {
  type ManagedSnap,
  type PinnableVersion,
  type PinnableWorkflow,
} from '@studio/api/contract/manager-snaps';
import { http, HttpResponse } from 'msw';

import { apiError } from './handlers';
import { server } from './server';

/** A category as `GET /api/manager/categories` lists it. */
export function buildManagedCategory(overrides: Partial<ManagedCategory> = {}): ManagedCategory {
  return {
    id: '51000000-0000-4000-8000-000000000001',
    name: 'Packshots',
    position: 1,
    snapCount: 2,
    activeSnapCount: 2,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * Serves the managers' categories as a small server would: the list, and create, rename,
 * reorder and delete changing it; `inUse` maps a category id to the snaps that keep it (409).
 */
export function serveCategories(
  initial: ManagedCategory[],
  { inUse = {} }: { inUse?: Record<string, Array<{ id: string; name: string }>> } = {},
) {
  let categories = [...initial];
  const base = '/api/manager/categories';
  server.use(
    http.get(base, () => HttpResponse.json({ categories })),
    http.post(base, async ({ request }) => {
      const { name } = (await request.json()) as { name: string };
      if (categories.some((c) => c.name.toLowerCase() === name.trim().toLowerCase())) {
        return apiError(409, 'category_name_taken', 'A category with this name already exists.');
      }
      const made = buildManagedCategory({
        id: `51000000-0000-4000-8000-${String(categories.length + 100).padStart(12, '0')}`,
        name: name.trim(),
        position: categories.length + 1,
        snapCount: 0,
        activeSnapCount: 0,
      });
      categories = [...categories, made];
      return HttpResponse.json(made, { status: 201 });
    }),
    http.put(`${base}/order`, async ({ request }) => {
      const { ids } = (await request.json()) as { ids: string[] };
      categories = ids.map((id, index) => ({
        ...categories.find((c) => c.id === id)!,
        position: index + 1,
      }));
      return HttpResponse.json({ categories });
    }),
    http.patch(`${base}/:id`, async ({ request, params }) => {
      const { name } = (await request.json()) as { name: string };
      categories = categories.map((c) => (c.id === params.id ? { ...c, name } : c));
      return HttpResponse.json(categories.find((c) => c.id === params.id));
    }),
    http.delete(`${base}/:id`, ({ params }) => {
      const snaps = inUse[params.id as string];
      if (snaps) {
        const names = snaps.map((snap) => snap.name).join(', ');
        return apiError(409, 'category_in_use', `Snaps are in it: ${names}.`, { snaps });
      }
      categories = categories.filter((c) => c.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
}

export function buildVersion(overrides: Partial<PinnableVersion> = {}): PinnableVersion {
  return {
    id: '52000000-0000-4000-8000-000000000001',
    version: 1,
    cost: 2,
    publishedAt: '2026-11-21T09:00:00.000Z',
    note: '',
    ...overrides,
  };
}

export const snowVersions = [
  buildVersion({
    id: '52000000-0000-4000-8000-000000000002',
    version: 2,
    cost: 3,
    publishedAt: '2026-11-25T09:00:00.000Z',
  }),
  buildVersion(),
];

/** A workflow with two published versions, newest first. */
export const snowWorkflow: PinnableWorkflow = {
  id: '53000000-0000-4000-8000-000000000001',
  name: 'Snow scene',
  versions: snowVersions,
};

/** A snap as `GET /api/manager/snaps` lists it, pinned to the Snow scene's v1. */
export function buildManagedSnap(overrides: Partial<ManagedSnap> = {}): ManagedSnap {
  return {
    id: '54000000-0000-4000-8000-000000000001',
    name: 'Snowy',
    description: 'Your product in the snow.',
    tags: ['winter'],
    category: { id: '51000000-0000-4000-8000-000000000001', name: 'Packshots' },
    workflow: { id: snowWorkflow.id, name: snowWorkflow.name },
    version: snowVersions[1]!,
    latestVersion: 2,
    active: true,
    position: 1,
    coverUrl: null,
    stats: { runs: 12, successRate: 0.75, ratings: 4, goodShare: 0.5 },
    createdAt: '2026-11-21T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

/** Serves the snaps list, and answers a create or a change with the snap as sent. */
export function serveSnaps(snaps: ManagedSnap[], workflows: PinnableWorkflow[] = [snowWorkflow]) {
  server.use(
    http.get('/api/manager/snaps', () => HttpResponse.json({ snaps, workflows })),
    http.post('/api/manager/snaps', async ({ request }) => {
      const body = (await request.json()) as { name: string };
      return HttpResponse.json(
        buildManagedSnap({ id: '54000000-0000-4000-8000-0000000000ff', name: body.name }),
        {
          status: 201,
        },
      );
    }),
    http.patch('/api/manager/snaps/:id', ({ params }) =>
      HttpResponse.json(snaps.find((snap) => snap.id === params.id)),
    ),
  );
}
