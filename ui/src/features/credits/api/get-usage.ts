import { usageResponseSchema } from '@studio/api/contract/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type z } from 'zod';

import { api } from '@/lib/api-client';
import { queryFreshness } from '@/lib/query-client';

export type Usage = z.infer<typeof usageResponseSchema>;

// What the balance has been spent on, shown beside it in settings.
export async function getUsage(): Promise<Usage> {
  return usageResponseSchema.parse(await api.get('/api/user/usage'));
}

export const usageQueryKey = ['credits', 'usage'] as const;

export function usageQueryOptions() {
  return queryOptions({ queryKey: usageQueryKey, queryFn: getUsage, ...queryFreshness.stats });
}

export function useUsage() {
  return useQuery(usageQueryOptions());
}
