import { type ErrorGroupList } from '@studio/api/contract/manager-error-logs';
import { FileWarning, ShieldAlert } from 'lucide-react';

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

const NO_REFUSALS = {
  icon: ShieldAlert,
  item: 'refusal',
  title: 'No refusals recorded',
  text: 'Runs the moderator refused because of a creator’s photo appear here, apart from errors.',
  showAll: 'Show every refusal',
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
  const refusals = search.filters.kind === 'refusal';
  // Errors or refusals is which list this is, not a filter on it: it neither counts as one nor
  // goes with "Clear filters".
  const { kind: _kind, page: _page, ...narrowing } = search.filters;
  const filters = {
    ...search,
    isFiltered: Object.values(narrowing).some((value) => value !== undefined),
    clearFilters: () =>
      search.setFilters((current) => ({
        ...Object.fromEntries(Object.keys(current).map((key) => [key, undefined])),
        kind: current.kind,
      })),
  };
  const word = refusals ? 'refusal' : 'error';

  return (
    <div className="space-y-6">
      <KindSwitch
        refusals={refusals}
        open={list.data?.open}
        onChange={(kind) => search.setFilters({ kind })}
      />
      <ErrorLogsFilterBar state={filters} />
      <ListBody
        query={list}
        rows={groups.length}
        loading={{ label: 'Loading errors', count: 4, itemClassName: 'h-12' }}
        what="errors"
        summary={list.data ? <HourlyChart hourly={list.data.hourly} label={`${word}s`} /> : null}
        empty={refusals ? NO_REFUSALS : NO_ERRORS}
        filters={filters}
        count={`${total} ${total === 1 ? `kind of ${word}` : `kinds of ${word}`}`}
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

/**
 * Errors of the product, or the moderator's refusals of creators' photos: counted apart, since a
 * refusal is the creator's input doing what the rules say, not the product failing.
 */
function KindSwitch({
  refusals,
  open,
  onChange,
}: {
  refusals: boolean;
  open: ErrorGroupList['open'] | undefined;
  onChange: (kind: 'error' | 'refusal') => void;
}) {
  const choice = (kind: 'error' | 'refusal', label: string, count: number | undefined) => {
    const current = (kind === 'refusal') === refusals;
    return (
      <button
        type="button"
        aria-pressed={current}
        onClick={() => onChange(kind)}
        className={`rounded-md px-3 py-1.5 text-sm font-medium ${current ? 'bg-surface text-ink shadow-card' : 'text-ink-muted hover:text-ink'}`}
      >
        {label}
        {count !== undefined ? (
          <span className="ml-1.5 text-xs text-ink-muted">{count} open</span>
        ) : null}
      </button>
    );
  };
  return (
    <div
      role="group"
      aria-label="What to list"
      className="inline-flex flex-wrap gap-1 rounded-lg bg-surface-muted p-1"
    >
      {choice('error', 'Errors', open?.error)}
      {choice('refusal', 'Refused by moderation', open?.refusal)}
    </div>
  );
}
