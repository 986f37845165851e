import { type usageResponseSchema } from '@studio/api/contract/billing';
import { userApi } from '@studio/api/contract/routes/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type z } from 'zod';

import { callApi } from '@/lib/call-api';
import { queryFreshness } from '@/lib/query-client';

export type Usage = z.infer<typeof usageResponseSchema>;

// What the balance has been spent on, shown beside it in settings.
export async function getUsage(): Promise<Usage> {
  return callApi(userApi.usage);
}

export const usageQueryKey = ['credits', 'usage'] as const;

export function usageQueryOptions() {
  return queryOptions({ queryKey: usageQueryKey, queryFn: getUsage, ...queryFreshness.stats });
}

export function useUsage() {
  return useQuery(usageQueryOptions());
}
