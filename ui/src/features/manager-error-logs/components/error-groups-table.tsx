import { type ErrorGroup } from '@studio/api/contract/manager-error-logs';
import { useMemo } from 'react';

import { DataTable, tableColumns } from '@/components/ui/data-table';
import { formatMoment, routeLabel, SOURCE_NAMES } from '../model/error-log-format';

const column = tableColumns<ErrorGroup>();

/** What a message does: open the group's drawer. */
type OpenGroup = (group: ErrorGroup) => void;

function columnsFor(openGroup: OpenGroup) {
  return column.columns([
    column.accessor('message', {
      header: 'Error',
      cell: (info) => (
        <div className="max-w-sm">
          <button
            type="button"
            className="text-left font-medium break-words text-brand-700 underline-offset-2 hover:underline"
            onClick={() => openGroup(info.row.original)}
          >
            {info.getValue()}
          </button>
          <div className="mt-0.5 font-mono text-xs text-ink-muted">{info.row.original.code}</div>
        </div>
      ),
    }),
    column.accessor('source', { header: 'Source', cell: (info) => SOURCE_NAMES[info.getValue()] }),
    column.accessor((group) => routeLabel(group.source, group.route), {
      id: 'route',
      header: 'Route or node',
      cell: (info) => (
        <span className="font-mono text-xs whitespace-nowrap">{info.getValue()}</span>
      ),
    }),
    column.accessor('count', { header: 'Count', cell: (info) => info.getValue() }),
    column.accessor('firstSeen', {
      header: 'First seen',
      cell: (info) => <span className="whitespace-nowrap">{formatMoment(info.getValue())}</span>,
    }),
    column.accessor('lastSeen', {
      header: 'Last seen',
      cell: (info) => <span className="whitespace-nowrap">{formatMoment(info.getValue())}</span>,
    }),
    column.accessor('status', {
      header: 'Status',
      cell: (info) =>
        info.getValue() === 'open' ? (
          <span className="rounded-full bg-danger-50 px-2 py-0.5 text-xs font-semibold text-danger-700">
            Open
          </span>
        ) : (
          <span className="rounded-full bg-surface-muted px-2 py-0.5 text-xs font-semibold text-ink-muted">
            Resolved
          </span>
        ),
    }),
  ]);
}

const numeric = new Set(['count']);

/** The groups of one page, last seen first; a message opens the group's drawer. */
export function ErrorGroupsTable({
  groups,
  onOpenGroup,
}: {
  groups: ErrorGroup[];
  onOpenGroup: OpenGroup;
}) {
  // The callback is stable (the page's useCallback), so the columns are too.
  const columns = useMemo(() => columnsFor(onOpenGroup), [onOpenGroup]);
  return (
    <DataTable
      columns={columns}
      data={groups}
      label="Error groups"
      caption="Errors grouped by kind, last seen first"
      numeric={numeric}
      minWidthClass="sm:min-w-[56rem]"
      stackOnPhone
    />
  );
}
