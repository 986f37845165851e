import { Activity, Radio } from 'lucide-react';
import { useMemo } from 'react';

import { Button } from '@/components/ui/button';
import { FetchErrorAlert } from '@/components/ui/fetch-error-alert';
import { ListEmptyState } from '@/components/ui/list-empty-state';
import { useExecutionList } from '../api/get-executions';
import { useConsoleSearch } from '../hooks/use-console-search';
import { useLiveConsole } from '../hooks/use-live-console';
import { useRunSelection } from '../hooks/use-run-selection';
import { hasFilters, searchFromFilters } from '../model/console-filters';
import { BulkActionsBar } from './bulk/bulk-actions-bar';
import { BulkReplayPanel } from './bulk/bulk-replay-panel';
import { ExecutionsTable } from './executions-table';
import { FilterBar } from './filter-bar';

/**
 * The operators' console: every run under a filter that lives in the URL, newest first, a page
 * at a time, kept current live; rows to tick for the bulk actions, and the progress of the bulk
 * replay the URL names.
 */
export function ExecutionsConsole() {
  const { filters, setFilters, bulkJob, setBulkJob } = useConsoleSearch();
  const list = useExecutionList(filters);
  const live = useLiveConsole(filters);
  const items = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const selection = useRunSelection(items, searchFromFilters(filters).toString());

  return (
    <div className="space-y-4">
      <FilterBar filters={filters} onChange={setFilters} />
      <p className="flex items-center gap-2 text-sm text-ink-muted" role="status">
        <Radio
          className={`size-4 ${live ? 'text-success-700' : 'text-ink-muted'}`}
          aria-hidden="true"
        />
        {live
          ? 'Live: new and changed runs appear as they happen.'
          : 'Connecting for live updates…'}
      </p>
      {bulkJob ? (
        // Keyed by job: another job's panel starts afresh (its Stop dialog, its loading state).
        <BulkReplayPanel key={bulkJob} jobId={bulkJob} onClose={() => setBulkJob(null)} />
      ) : null}
      {list.isPending ? (
        <div className="space-y-2" role="status" aria-busy="true" aria-label="Loading executions">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="h-14 animate-pulse rounded-card bg-surface-muted" />
          ))}
        </div>
      ) : list.isError ? (
        <FetchErrorAlert what="executions" onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <ListEmptyState
          icon={Activity}
          filtered={hasFilters(filters)}
          item="run"
          empty={{
            title: 'No runs yet',
            text: 'Runs appear here as soon as creators start snaps.',
          }}
          showAll="Show every run"
          onShowAll={() => setFilters({})}
        />
      ) : (
        <>
          <BulkActionsBar
            selectedIds={selection.selectedIds}
            filters={filters}
            onClearSelection={selection.clear}
            onReplayStarted={setBulkJob}
          />
          <ExecutionsTable items={items} selection={selection} />
          {list.hasNextPage ? (
            <div className="flex justify-center">
              <Button
                variant="secondary"
                isLoading={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                Show older runs
              </Button>
            </div>
          ) : (
            <p className="text-center text-sm text-ink-muted">That is every run.</p>
          )}
        </>
      )}
    </div>
  );
}
