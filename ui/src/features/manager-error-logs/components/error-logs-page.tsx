import { type ErrorGroup } from '@studio/api/contract/manager-error-logs';
import { FileWarning } from 'lucide-react';
import { useCallback } from 'react';

import { ServerList } from '@/components/ui/server-list';
import { useListSearch } from '@/hooks/use-list-search';
import { ERROR_GROUPS_PAGE_SIZE, useErrorGroups } from '../api/get-error-logs';
import { errorLogFilters } from '../model/error-log-filters';
import { ErrorGroupDrawer } from './error-group-drawer';
import { ErrorGroupsTable } from './error-groups-table';
import { ErrorLogsFilterBar } from './error-logs-filter-bar';
import { HourlyChart } from './hourly-chart';

/** The search parameter of the open drawer: a link to the page can open a group. */
const GROUP_PARAM = 'group';

/**
 * Error Logs: the last 24 hours per hour, then the kinds of error under filters that live in the
 * URL, a server page at a time; a message opens the group's drawer (stack, occurrences, resolve).
 */
export function ErrorLogsPage() {
  const {
    filters,
    setFilters,
    filtered,
    openId: openGroupId,
    setOpenId: setOpenGroupId,
  } = useListSearch(errorLogFilters, GROUP_PARAM);
  const list = useErrorGroups(filters);
  const page = filters.page ?? 1;
  const groups = list.data?.groups ?? [];
  const openGroup = useCallback((group: ErrorGroup) => setOpenGroupId(group.id), [setOpenGroupId]);
  const openRow = groups.find((group) => group.id === openGroupId);

  return (
    <div className="space-y-6">
      <ErrorLogsFilterBar filters={filters} onChange={setFilters} />
      <ServerList
        query={list}
        rows={groups.length}
        skeleton={{
          label: 'Loading errors',
          className: 'space-y-2',
          count: 4,
          itemClassName: 'h-12',
        }}
        summary={list.data ? <HourlyChart hourly={list.data.hourly} label="errors" /> : null}
        count={(total) => `${total} ${total === 1 ? 'kind of error' : 'kinds of error'}`}
        empty={{
          icon: FileWarning,
          item: 'error',
          empty: {
            title: 'No errors recorded',
            text: 'Server errors and failed workflow runs appear here, grouped by kind.',
          },
          showAll: 'Show every error',
          onShowAll: () => setFilters({}),
        }}
        filtered={filtered}
        what="errors"
        page={page}
        pageSize={ERROR_GROUPS_PAGE_SIZE}
        onPageChange={(next) => setFilters({ ...filters, page: next })}
        pagesLabel="Error pages"
      >
        <ErrorGroupsTable groups={groups} onOpenGroup={openGroup} />
      </ServerList>
      <ErrorGroupDrawer
        groupId={openGroupId}
        fallbackTitle={openRow?.code}
        onClose={() => setOpenGroupId(null)}
      />
    </div>
  );
}
