import { billingApi } from '@studio/api/contract/routes/billing';
import { managerUsersApi } from '@studio/api/contract/routes/manager-users';
import { useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/call-api';
import { serverPageQuery, useDrawerRecord } from '@/lib/server-page-query';
import { type UserFilters, userFilters } from '../model/user-filters';

/** Users a page. */
export const USERS_PAGE_SIZE = 25;

/** The prefix of every query of this section: a change to a user reads all of them again. */
export const managerUsersQueryKey = ['manager-users'] as const;

export const usersQueryOptions = (filters: UserFilters) =>
  serverPageQuery(managerUsersApi.list, userFilters, filters, {
    key: managerUsersQueryKey,
    pageSize: USERS_PAGE_SIZE,
  });

/** One page of the users under the filters, with the total. */
export function useManagerUsers(filters: UserFilters) {
  return useQuery(usersQueryOptions(filters));
}

/** A user's row with their latest transactions and runs, for the drawer. */
export function useManagedUserDetail(userId: string | null) {
  return useDrawerRecord(
    managerUsersApi.get,
    managerUsersQueryKey,
    userId === null ? null : { id: userId },
  );
}

/** The headline figures and the 30-day credit chart. */
export function useManagerStats() {
  return useQuery({
    queryKey: [...managerUsersQueryKey, 'stats'] as const,
    queryFn: ({ signal }) => callApi(managerUsersApi.stats, { signal }),
  });
}

/** The plans the plan filter offers (the public list, read under this section's key). */
export function usePlanChoices() {
  return useQuery({
    queryKey: [...managerUsersQueryKey, 'plans'] as const,
    queryFn: ({ signal }) => callApi(billingApi.plans, { signal }),
    staleTime: 5 * 60 * 1000,
  });
}
