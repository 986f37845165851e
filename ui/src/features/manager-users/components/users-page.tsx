import { Users } from 'lucide-react';

import { ListBody } from '@/components/ui/list-body';
import { useListWithDrawer } from '@/hooks/use-list-with-drawer';
import { useManagerUsers, USERS_PAGE_SIZE } from '../api/get-users';
import { userFilters } from '../model/user-filters';
import { displayName } from '../model/user-format';
import { UserDrawer } from './user-drawer';
import { UsersFilterBar } from './users-filter-bar';
import { UsersStats } from './users-stats';
import { UsersTable } from './users-table';

/** The search parameter of the open drawer: a link to the page can open a user. */
const USER_PARAM = 'user';

const NO_USERS = {
  icon: Users,
  item: 'user',
  title: 'No users yet',
  text: 'People who sign up appear here.',
  showAll: 'Show every user',
};

/**
 * Users & Credits: the headline figures, then every user under a search and filters that live in
 * the URL, a server page at a time; a name opens that user's drawer.
 */
export function UsersPage() {
  const { search, openId, open, close } = useListWithDrawer(userFilters, USER_PARAM);
  const list = useManagerUsers(search.filters);
  const users = list.data?.users ?? [];
  const total = list.data?.total ?? 0;
  const openRow = users.find((user) => user.id === openId);

  return (
    <div className="space-y-6">
      <UsersStats />
      <UsersFilterBar state={search} />
      <ListBody
        query={list}
        rows={users.length}
        loading={{ label: 'Loading users', count: 5, itemClassName: 'h-12' }}
        what="users"
        empty={NO_USERS}
        filters={search}
        count={`${total} ${total === 1 ? 'user' : 'users'}`}
        pages={{ total, size: USERS_PAGE_SIZE, label: 'User pages' }}
      >
        <UsersTable users={users} onOpenUser={open} />
      </ListBody>
      <UserDrawer
        userId={openId}
        fallbackName={openRow ? displayName(openRow) : undefined}
        onClose={close}
      />
    </div>
  );
}
