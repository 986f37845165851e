import { type Plan, listPlansResponseSchema } from '@studio/api/contract/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export async function getPlans(): Promise<Plan[]> {
  return listPlansResponseSchema.parse(await api.get('/api/plans'));
}

export const plansQueryKey = ['credits', 'plans'] as const;

/** The active plans in display order (public; the app default freshness). */
export function plansQueryOptions() {
  return queryOptions({ queryKey: plansQueryKey, queryFn: getPlans });
}

export function usePlans() {
  return useQuery(plansQueryOptions());
}
