import { type ErrorGroup } from '@studio/api/contract/manager-error-logs';
import { FileWarning } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import { FetchErrorAlert } from '@/components/ui/fetch-error-alert';
import { ListEmptyState } from '@/components/ui/list-empty-state';
import { Pagination } from '@/components/ui/pagination';
import { ERROR_GROUPS_PAGE_SIZE, useErrorGroups } from '../api/get-error-logs';
import {
  errorLogFiltersFromSearch,
  type ErrorLogFilters,
  hasErrorLogFilters,
  searchFromErrorLogFilters,
} from '../model/error-log-filters';
import { ErrorGroupDrawer } from './error-group-drawer';
import { ErrorGroupsTable } from './error-groups-table';
import { ErrorLogsFilterBar } from './error-logs-filter-bar';
import { HourlyChart } from './hourly-chart';

/** The search parameter of the open drawer: a link to the page can open a group. */
const GROUP_PARAM = 'group';

/** The section's URL: the list's filters and page, and the group whose drawer is open. */
function useErrorLogsSearch() {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => errorLogFiltersFromSearch(search), [search]);
  const openGroupId = search.get(GROUP_PARAM) || null;
  const setFilters = useCallback(
    (next: ErrorLogFilters) =>
      setSearch(
        (current) => {
          const updated = searchFromErrorLogFilters(next);
          const group = current.get(GROUP_PARAM);
          if (group) updated.set(GROUP_PARAM, group);
          return updated;
        },
        { replace: true },
      ),
    [setSearch],
  );
  const setOpenGroupId = useCallback(
    (groupId: string | null) =>
      setSearch((current) => {
        const updated = new URLSearchParams(current);
        if (groupId) updated.set(GROUP_PARAM, groupId);
        else updated.delete(GROUP_PARAM);
        return updated;
      }),
    [setSearch],
  );
  return { filters, setFilters, openGroupId, setOpenGroupId };
}

/**
 * Error Logs: the last 24 hours per hour, then the kinds of error under filters that live in the
 * URL, a server page at a time; a message opens the group's drawer (stack, occurrences, resolve).
 */
export function ErrorLogsPage() {
  const { filters, setFilters, openGroupId, setOpenGroupId } = useErrorLogsSearch();
  const list = useErrorGroups(filters);
  const page = filters.page ?? 1;
  const groups = list.data?.groups ?? [];
  const openGroup = useCallback((group: ErrorGroup) => setOpenGroupId(group.id), [setOpenGroupId]);
  const filtered = hasErrorLogFilters(filters);
  const openRow = groups.find((group) => group.id === openGroupId);

  return (
    <div className="space-y-6">
      <ErrorLogsFilterBar filters={filters} onChange={setFilters} />
      {list.isPending ? (
        <div className="space-y-2" role="status" aria-busy="true" aria-label="Loading errors">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="h-12 animate-pulse rounded-card bg-surface-muted" />
          ))}
        </div>
      ) : list.isError ? (
        <FetchErrorAlert what="errors" onRetry={() => void list.refetch()} />
      ) : (
        <>
          <HourlyChart hourly={list.data.hourly} label="errors" />
          {groups.length === 0 ? (
            <ListEmptyState
              icon={FileWarning}
              filtered={filtered}
              item="error"
              empty={{
                title: 'No errors recorded',
                text: 'Server errors and failed workflow runs appear here, grouped by kind.',
              }}
              showAll="Show every error"
              onShowAll={() => setFilters({})}
            />
          ) : (
            <>
              <p className="text-sm text-ink-muted" aria-live="polite">
                {list.data.total} {list.data.total === 1 ? 'kind of error' : 'kinds of error'}
                {list.isPlaceholderData ? ' · loading…' : ''}
              </p>
              <ErrorGroupsTable groups={groups} onOpenGroup={openGroup} />
              <Pagination
                page={page}
                pageCount={Math.ceil(list.data.total / ERROR_GROUPS_PAGE_SIZE)}
                onPageChange={(next) => setFilters({ ...filters, page: next })}
                label="Error pages"
              />
            </>
          )}
        </>
      )}
      <ErrorGroupDrawer
        groupId={openGroupId}
        fallbackTitle={openRow?.code}
        onClose={() => setOpenGroupId(null)}
      />
    </div>
  );
}
