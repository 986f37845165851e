import { type BulkPreview, type BulkReplayView } from '@studio/api/contract/executions';
import { http, HttpResponse } from 'msw';

import { server } from './server';

/** The bulk replay these builders make. */
export const BULK_JOB_ID = '80000000-0000-4000-8000-000000000001';

/** A bulk replay as `GET /api/executions/bulk-replay/:jobId` answers it: just started, 2 runs. */
export function buildBulkReplayView(overrides: Partial<BulkReplayView> = {}): BulkReplayView {
  return {
    id: BULK_JOB_ID,
    status: 'running',
    mode: 'start',
    version: 'pinned',
    reason: 'The provider is back up',
    actor: { id: '00000000-0000-4000-8000-000000000099', email: 'ops@example.com' },
    total: 2,
    started: 0,
    succeeded: 0,
    failed: 0,
    skipped: 0,
    createdAt: '2026-11-24T11:00:00.000Z',
    finishedAt: null,
    ...overrides,
  };
}

/**
 * Serves the job's view: each read gets the next of `views`, and the last one for good after
 * them, so a test plays a job's progress by listing its states.
 */
export function serveBulkReplayViews(...views: BulkReplayView[]) {
  let next = 0;
  server.use(
    http.get('/api/executions/bulk-replay/:jobId', () =>
      HttpResponse.json(views[Math.min(next++, views.length - 1)]),
    ),
  );
}

/** Serves `POST /api/executions/bulk-preview` with these counts, whatever the selection. */
export function serveBulkPreview(preview: Partial<BulkPreview>) {
  server.use(
    http.post('/api/executions/bulk-preview', () =>
      HttpResponse.json({ replayable: 0, alreadyReplayed: 0, cancellable: 0, ...preview }),
    ),
  );
}
