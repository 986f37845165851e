import { FileWarning } from 'lucide-react';

import { ListBody } from '@/components/ui/list-body';
import { useListWithDrawer } from '@/hooks/use-list-with-drawer';
import { ERROR_GROUPS_PAGE_SIZE, useErrorGroups } from '../api/get-error-logs';
import { errorLogFilters } from '../model/error-log-filters';
import { ErrorGroupDrawer } from './error-group-drawer';
import { ErrorGroupsTable } from './error-groups-table';
import { ErrorLogsFilterBar } from './error-logs-filter-bar';
import { HourlyChart } from './hourly-chart';

/** The search parameter of the open drawer: a link to the page can open a group. */
const GROUP_PARAM = 'group';

const NO_ERRORS = {
  icon: FileWarning,
  item: 'error',
  title: 'No errors recorded',
  text: 'Server errors and failed workflow runs appear here, grouped by kind.',
  showAll: 'Show every error',
};

/**
 * Error Logs: the last 24 hours per hour, then the kinds of error under filters that live in the
 * URL, a server page at a time; a message opens the group's drawer (stack, occurrences, resolve).
 */
export function ErrorLogsPage() {
  const { search, openId, open, close } = useListWithDrawer(errorLogFilters, GROUP_PARAM);
  const list = useErrorGroups(search.filters);
  const groups = list.data?.groups ?? [];
  const total = list.data?.total ?? 0;

  return (
    <div className="space-y-6">
      <ErrorLogsFilterBar state={search} />
      <ListBody
        query={list}
        rows={groups.length}
        loading={{ label: 'Loading errors', count: 4, itemClassName: 'h-12' }}
        what="errors"
        summary={list.data ? <HourlyChart hourly={list.data.hourly} label="errors" /> : null}
        empty={NO_ERRORS}
        filters={search}
        count={`${total} ${total === 1 ? 'kind of error' : 'kinds of error'}`}
        pages={{ total, size: ERROR_GROUPS_PAGE_SIZE, label: 'Error pages' }}
      >
        <ErrorGroupsTable groups={groups} onOpenGroup={open} />
      </ListBody>
      <ErrorGroupDrawer
        groupId={openId}
        fallbackTitle={groups.find((group) => group.id === openId)?.code}
        onClose={close}
      />
    </div>
  );
}
