import { Activity, Radio } from 'lucide-react';
import { useMemo } from 'react';

import { ListBody } from '@/components/ui/list-body';
import { useSearchParam } from '@/hooks/use-search-param';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { useExecutionList } from '../api/get-executions';
import { useLiveConsole } from '../hooks/use-live-console';
import { useRunSelection } from '../hooks/use-run-selection';
import { BULK_JOB_PARAM } from '../model/bulk-job-param';
import { CONSOLE_COLUMNS_PARAM, columnsFromParam, columnsToParam } from '../model/console-columns';
import { consoleFilters } from '../model/console-filters';
import { BulkActionsBar } from './bulk/bulk-actions-bar';
import { BulkReplayPanel } from './bulk/bulk-replay-panel';
import { ColumnsMenu } from './columns-menu';
import { ConsoleFilterBar } from './console-filter-bar';
import { ExecutionsTable } from './executions-table';
import { SavedViews } from './saved-views';

const NO_RUNS = {
  icon: Activity,
  item: 'run',
  title: 'No runs yet',
  text: 'Runs appear here as soon as creators start snaps.',
  showAll: 'Show every run',
};

/**
 * The operators' console: every run under a filter that lives in the URL, newest first, a page
 * at a time, kept current live, in the columns the manager picked (also in the URL, so a saved
 * view keeps them); rows to tick for the bulk actions, and the progress of the bulk replay the
 * URL names. Changing a filter leaves that panel and the columns as they are.
 */
export function ExecutionsConsole() {
  const search = useUrlFilters(consoleFilters, { keep: [BULK_JOB_PARAM, CONSOLE_COLUMNS_PARAM] });
  const [bulkJob, setBulkJob] = useSearchParam(BULK_JOB_PARAM, { replace: true });
  const [columnsParam, setColumnsParam] = useSearchParam(CONSOLE_COLUMNS_PARAM, { replace: true });
  const columns = useMemo(() => columnsFromParam(columnsParam), [columnsParam]);
  const { filters } = search;
  const list = useExecutionList(filters);
  const live = useLiveConsole(filters);
  const items = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const query = consoleFilters.toSearch(filters).toString();
  const selection = useRunSelection(items, query);
  // What a saved view stores and opens: the filter, then the columns when they are not the default.
  const shownColumns = columnsToParam(columns);
  const view = [query, shownColumns ? `${CONSOLE_COLUMNS_PARAM}=${shownColumns}` : '']
    .filter(Boolean)
    .join('&');

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <SavedViews query={view} />
        <ColumnsMenu columns={columns} onChange={(next) => setColumnsParam(columnsToParam(next))} />
      </div>
      <ConsoleFilterBar state={search} />
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
      <ListBody
        query={list}
        rows={items.length}
        loading={{ label: 'Loading executions', count: 4, itemClassName: 'h-14' }}
        what="executions"
        empty={NO_RUNS}
        filters={search}
        older={{ list, more: 'Show older runs', end: 'That is every run.' }}
      >
        <BulkActionsBar
          selectedIds={selection.selectedIds}
          filters={filters}
          onClearSelection={selection.clear}
          onReplayStarted={setBulkJob}
        />
        <ExecutionsTable items={items} selection={selection} columns={columns} />
      </ListBody>
    </div>
  );
}
