import { ScrollText } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { FetchErrorAlert } from '@/components/ui/fetch-error-alert';
import { useAuditEvents } from '../../api/get-audit-events';
import {
  type AuditFilters,
  auditFiltersFromSearch,
  hasAuditFilters,
  searchFromAuditFilters,
} from '../../model/audit-filters';
import { AuditEntry } from './audit-entry';
import { AuditFilterBar } from './audit-filter-bar';

/**
 * The operators' audit log: every cancel, replay, bulk action and account change, newest first,
 * under a filter that lives in the URL, a keyset page at a time.
 */
export function AuditLog() {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => auditFiltersFromSearch(search), [search]);
  const setFilters = useCallback(
    (next: AuditFilters) => setSearch(searchFromAuditFilters(next), { replace: true }),
    [setSearch],
  );
  const log = useAuditEvents(filters);
  const events = useMemo(() => log.data?.pages.flatMap((page) => page.items) ?? [], [log.data]);
  const filtered = hasAuditFilters(filters);

  return (
    <div className="space-y-4">
      <AuditFilterBar filters={filters} onChange={setFilters} />
      {log.isPending ? (
        <div
          className="space-y-2"
          role="status"
          aria-busy="true"
          aria-label="Loading the audit log"
        >
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="h-20 animate-pulse rounded-card bg-surface-muted" />
          ))}
        </div>
      ) : log.isError ? (
        <FetchErrorAlert what="the audit log" onRetry={() => void log.refetch()} />
      ) : events.length === 0 ? (
        <section className="flex flex-col items-center rounded-card border border-dashed border-line bg-surface px-6 py-14 text-center">
          <ScrollText className="size-10 text-brand-600" aria-hidden="true" />
          <h2 className="mt-4 text-lg font-semibold text-ink">
            {filtered ? 'No entry matches these filters' : 'No audit entries yet'}
          </h2>
          <p className="mt-1 max-w-md text-sm text-ink-muted">
            {filtered
              ? 'Change or clear the filters to see more.'
              : 'Operators’ cancels, replays and account changes appear here, each with its reason.'}
          </p>
          {filtered ? (
            <Button variant="secondary" className="mt-6" onClick={() => setFilters({})}>
              Show every entry
            </Button>
          ) : null}
        </section>
      ) : (
        <>
          <ol
            aria-label="Audit entries"
            className="divide-y divide-line rounded-card border border-line bg-surface"
          >
            {events.map((event) => (
              <AuditEntry key={event.id} event={event} />
            ))}
          </ol>
          {log.hasNextPage ? (
            <div className="flex justify-center">
              <Button
                variant="secondary"
                isLoading={log.isFetchingNextPage}
                onClick={() => void log.fetchNextPage()}
              >
                Show older entries
              </Button>
            </div>
          ) : (
            <p className="text-center text-sm text-ink-muted">That is every entry.</p>
          )}
        </>
      )}
    </div>
  );
}
