import { Users } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import { FetchErrorAlert } from '@/components/ui/fetch-error-alert';
import { ListEmptyState } from '@/components/ui/list-empty-state';
import { Pagination } from '@/components/ui/pagination';
import { useManagerUsers, USERS_PAGE_SIZE } from '../api/get-users';
import {
  hasUserFilters,
  searchFromUserFilters,
  type UserFilters,
  userFiltersFromSearch,
} from '../model/user-filters';
import { displayName } from '../model/user-format';
import { UserDrawer } from './user-drawer';
import { UsersFilterBar } from './users-filter-bar';
import { UsersStats } from './users-stats';
import { UsersTable } from './users-table';

/** The search parameter of the open drawer: a link to the page can open a user. */
const USER_PARAM = 'user';

/** The section's URL: the list's filters and page, and the user whose drawer is open. */
function useUsersSearch() {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => userFiltersFromSearch(search), [search]);
  const openUserId = search.get(USER_PARAM) || null;
  const setFilters = useCallback(
    (next: UserFilters) =>
      setSearch(
        (current) => {
          const updated = searchFromUserFilters(next);
          const user = current.get(USER_PARAM);
          if (user) updated.set(USER_PARAM, user);
          return updated;
        },
        { replace: true },
      ),
    [setSearch],
  );
  const setOpenUserId = useCallback(
    (userId: string | null) =>
      setSearch((current) => {
        const updated = new URLSearchParams(current);
        if (userId) updated.set(USER_PARAM, userId);
        else updated.delete(USER_PARAM);
        return updated;
      }),
    [setSearch],
  );
  return { filters, setFilters, openUserId, setOpenUserId };
}

/**
 * Users & Credits: the headline figures, then every user under a search and filters that live in
 * the URL, a server page at a time; a name opens that user's drawer.
 */
export function UsersPage() {
  const { filters, setFilters, openUserId, setOpenUserId } = useUsersSearch();
  const list = useManagerUsers(filters);
  const page = filters.page ?? 1;
  const users = list.data?.users ?? [];
  const openUser = useCallback((user: { id: string }) => setOpenUserId(user.id), [setOpenUserId]);
  const openRow = users.find((user) => user.id === openUserId);
  const filtered = hasUserFilters(filters);

  return (
    <div className="space-y-6">
      <UsersStats />
      <UsersFilterBar filters={filters} onChange={setFilters} />
      {list.isPending ? (
        <div className="space-y-2" role="status" aria-busy="true" aria-label="Loading users">
          {[0, 1, 2, 3, 4].map((i) => (
            <div key={i} className="h-12 animate-pulse rounded-card bg-surface-muted" />
          ))}
        </div>
      ) : list.isError ? (
        <FetchErrorAlert what="users" onRetry={() => void list.refetch()} />
      ) : users.length === 0 ? (
        <ListEmptyState
          icon={Users}
          filtered={filtered}
          item="user"
          empty={{ title: 'No users yet', text: 'People who sign up appear here.' }}
          showAll="Show every user"
          onShowAll={() => setFilters({})}
        />
      ) : (
        <>
          <p className="text-sm text-ink-muted" aria-live="polite">
            {list.data.total} {list.data.total === 1 ? 'user' : 'users'}
            {list.isPlaceholderData ? ' · loading…' : ''}
          </p>
          <UsersTable users={users} onOpenUser={openUser} />
          <Pagination
            page={page}
            pageCount={Math.ceil(list.data.total / USERS_PAGE_SIZE)}
            onPageChange={(next) => setFilters({ ...filters, page: next })}
            label="User pages"
          />
        </>
      )}
      <UserDrawer
        userId={openUserId}
        fallbackName={openRow ? displayName(openRow) : undefined}
        onClose={() => setOpenUserId(null)}
      />
    </div>
  );
}
