import { type Plan } from '@studio/api/contract/billing';
import { billingApi } from '@studio/api/contract/routes/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/call-api';

export async function getPlans(): Promise<Plan[]> {
  return callApi(billingApi.plans);
}

export const plansQueryKey = ['credits', 'plans'] as const;

/** The active plans in display order (public; the app default freshness). */
export function plansQueryOptions() {
  return queryOptions({ queryKey: plansQueryKey, queryFn: getPlans });
}

export function usePlans() {
  return useQuery(plansQueryOptions());
}
