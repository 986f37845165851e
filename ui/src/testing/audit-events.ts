import { type AuditEvent, type AuditEventList } from '@studio/api/contract/audit';
import { http, HttpResponse } from 'msw';

import { server } from './server';

// Audit entries themselves are built with buildAuditEvent (execution-details.ts), which the run
// page's tests use too.

/**
 * Serves `GET /api/audit-events`: each page by the cursor it is asked with ('first' for none),
 * as a whole list or as its entries (then the last page); a cursor not given answers no entry.
 */
export function serveAuditPages(pages: Record<string, AuditEvent[] | AuditEventList>) {
  server.use(
    http.get('/api/audit-events', ({ request }) => {
      const page = pages[new URL(request.url).searchParams.get('cursor') ?? 'first'] ?? [];
      return HttpResponse.json(Array.isArray(page) ? { items: page, nextCursor: null } : page);
    }),
  );
}
