import { type ManagedUser } from '@studio/api/contract/manager-users';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { BadgeCheck, CircleDashed } from 'lucide-react';
import { useMemo } from 'react';

import { displayName, formatDay, formatLastSeen, ROLE_NAMES } from '../model/user-format';

// Module scope, as TanStack Table asks: stable features and columns keep its row models cached.
const features = tableFeatures({});
const column = createColumnHelper<typeof features, ManagedUser>();

/** What the name button does: open the user's drawer. */
type OpenUser = (user: ManagedUser) => void;

function columnsFor(openUser: OpenUser) {
  return column.columns([
    column.accessor((user) => displayName(user), {
      id: 'name',
      header: 'Name',
      cell: (info) => (
        <button
          type="button"
          className="text-left font-semibold text-brand-700 underline-offset-2 hover:underline"
          onClick={() => openUser(info.row.original)}
        >
          {info.getValue()}
        </button>
      ),
    }),
    column.accessor('email', { header: 'Email', cell: (info) => info.getValue() }),
    column.accessor('role', {
      header: 'Role',
      cell: (info) => ROLE_NAMES[info.getValue()],
    }),
    column.accessor('emailVerified', {
      header: 'Verified',
      cell: (info) =>
        info.getValue() ? (
          <span className="inline-flex items-center gap-1 text-success-700">
            <BadgeCheck className="size-4" aria-hidden="true" /> Yes
          </span>
        ) : (
          <span className="inline-flex items-center gap-1 text-ink-muted">
            <CircleDashed className="size-4" aria-hidden="true" /> No
          </span>
        ),
    }),
    column.accessor((user) => user.plan?.name ?? 'No plan', { id: 'plan', header: 'Plan' }),
    column.accessor('credits', { header: 'Balance', cell: (info) => info.getValue() }),
    column.accessor('contentCount', { header: 'Content', cell: (info) => info.getValue() }),
    column.accessor('createdAt', { header: 'Joined', cell: (info) => formatDay(info.getValue()) }),
    column.accessor('lastSeenAt', {
      header: 'Last seen',
      cell: (info) => formatLastSeen(info.getValue()),
    }),
  ]);
}

const numeric = new Set(['credits', 'contentCount']);

/**
 * The users as a table (TanStack Table renders the model; the markup is ours). The rows are
 * already filtered and paged by the server. On a narrow screen the table scrolls sideways inside
 * its own region and the page never does; each name is a button that opens the user's drawer.
 */
export function UsersTable({ users, onOpenUser }: { users: ManagedUser[]; onOpenUser: OpenUser }) {
  // Memoised: new columns on every render would rebuild the row model each time.
  const columns = useMemo(() => columnsFor(onOpenUser), [onOpenUser]);
  const table = useTable({ features, columns, data: users });
  return (
    <div
      role="region"
      aria-label="Users"
      className="overflow-x-auto rounded-card border border-line bg-surface"
    >
      <table className="w-full min-w-[56rem] text-left text-sm">
        <caption className="sr-only">Users, newest first</caption>
        <thead className="border-b border-line bg-surface-muted text-xs text-ink-muted">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  className={`px-3 py-3 font-medium ${numeric.has(header.id) ? 'text-right' : ''}`}
                >
                  <table.FlexRender header={header} />
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-line">
          {table.getRowModel().rows.map((row) => (
            <tr key={row.original.id}>
              {row.getAllCells().map((cell) => (
                <td
                  key={cell.id}
                  className={`px-3 py-3 text-ink ${
                    numeric.has(cell.column.id) ? 'text-right tabular-nums' : ''
                  }`}
                >
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
