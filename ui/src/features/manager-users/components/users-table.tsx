import { type ManagedUser } from '@studio/api/contract/manager-users';
import { BadgeCheck, CircleDashed } from 'lucide-react';
import { useMemo } from 'react';

import { DataTable, tableColumns } from '@/components/ui/data-table';
import { EmailAddress } from '@/components/ui/email-address';
import { displayName, formatDay, formatLastSeen, ROLE_NAMES } from '../model/user-format';

const column = tableColumns<ManagedUser>();

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
    column.accessor('email', {
      header: 'Email',
      cell: (info) => <EmailAddress value={info.getValue()} />,
    }),
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

/** The users as a table; each name is a button that opens the user's drawer. */
export function UsersTable({ users, onOpenUser }: { users: ManagedUser[]; onOpenUser: OpenUser }) {
  // Memoised: new columns on every render would rebuild the row model each time.
  const columns = useMemo(() => columnsFor(onOpenUser), [onOpenUser]);
  return (
    <DataTable
      columns={columns}
      data={users}
      label="Users"
      caption="Users, newest first"
      numeric={numeric}
      minWidthClass="sm:min-w-[56rem]"
      stackOnPhone
    />
  );
}
