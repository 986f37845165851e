import { queryOptions, useQuery } from '@tanstack/react-query';
import { type BalanceResponse } from '@studio/api/contract/credits';
import { creditsApi } from '@studio/api/contract/routes/credits';

import { callApi } from '@/lib/call-api';
import { queryFreshness } from '@/lib/query-client';

export type Balance = BalanceResponse;

/** Below this many credits the balance shows as low (spec section 9). */
export const LOW_BALANCE_THRESHOLD = 10;

export async function getBalance(): Promise<Balance> {
  return callApi(creditsApi.balance);
}

export const balanceQueryKey = ['credits', 'balance'] as const;

export function balanceQueryOptions() {
  // The balance is account data: fresh as long as the user's. Spending calls invalidate it.
  return queryOptions({ queryKey: balanceQueryKey, queryFn: getBalance, ...queryFreshness.user });
}

/** The balance. Only mount it for a signed-in user: signed out, the API answers 401. */
export function useBalance() {
  return useQuery(balanceQueryOptions());
}
