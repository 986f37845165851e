import { Users } from 'lucide-react';
import { useCallback } from 'react';

import { ServerList } from '@/components/ui/server-list';
import { useListSearch } from '@/hooks/use-list-search';
import { useManagerUsers, USERS_PAGE_SIZE } from '../api/get-users';
import { userFilters } from '../model/user-filters';
import { displayName } from '../model/user-format';
import { UserDrawer } from './user-drawer';
import { UsersFilterBar } from './users-filter-bar';
import { UsersStats } from './users-stats';
import { UsersTable } from './users-table';

/** The search parameter of the open drawer: a link to the page can open a user. */
const USER_PARAM = 'user';

const ROW_SKELETON = {
  label: 'Loading users',
  className: 'space-y-2',
  count: 5,
  itemClassName: 'h-12',
};

/**
 * Users & Credits: the headline figures, then every user under a search and filters that live in
 * the URL, a server page at a time; a name opens that user's drawer.
 */
export function UsersPage() {
  const {
    filters,
    setFilters,
    filtered,
    openId: openUserId,
    setOpenId: setOpenUserId,
  } = useListSearch(userFilters, USER_PARAM);
  const list = useManagerUsers(filters);
  const page = filters.page ?? 1;
  const users = list.data?.users ?? [];
  const openUser = useCallback((user: { id: string }) => setOpenUserId(user.id), [setOpenUserId]);
  const openRow = users.find((user) => user.id === openUserId);

  return (
    <div className="space-y-6">
      <UsersStats />
      <UsersFilterBar filters={filters} onChange={setFilters} />
      <ServerList
        query={list}
        rows={users.length}
        skeleton={ROW_SKELETON}
        count={(total) => `${total} ${total === 1 ? 'user' : 'users'}`}
        empty={{
          icon: Users,
          item: 'user',
          empty: { title: 'No users yet', text: 'People who sign up appear here.' },
          showAll: 'Show every user',
          onShowAll: () => setFilters({}),
        }}
        filtered={filtered}
        what="users"
        page={page}
        pageSize={USERS_PAGE_SIZE}
        onPageChange={(next) => setFilters({ ...filters, page: next })}
        pagesLabel="User pages"
      >
        <UsersTable users={users} onOpenUser={openUser} />
      </ServerList>
      <UserDrawer
        userId={openUserId}
        fallbackName={openRow ? displayName(openRow) : undefined}
        onClose={() => setOpenUserId(null)}
      />
    </div>
  );
}
