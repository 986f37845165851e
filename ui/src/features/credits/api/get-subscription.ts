import { type subscriptionResponseSchema } from '@studio/api/contract/billing';
import { userApi } from '@studio/api/contract/routes/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type z } from 'zod';

import { callApi } from '@/lib/call-api';
import { queryFreshness } from '@/lib/query-client';

export type Subscription = NonNullable<z.infer<typeof subscriptionResponseSchema>['subscription']>;

/** The signed-in user's subscription, or null without one. */
export async function getSubscription(): Promise<Subscription | null> {
  return (await callApi(userApi.subscription)).subscription;
}

export const subscriptionQueryKey = ['credits', 'subscription'] as const;

export function subscriptionQueryOptions() {
  return queryOptions({
    queryKey: subscriptionQueryKey,
    queryFn: getSubscription,
    ...queryFreshness.user,
  });
}

export function useSubscription() {
  return useQuery(subscriptionQueryOptions());
}

/** The plan the user is on: a cancelled subscription is none. */
export function activeSubscription(subscription: Subscription | null | undefined) {
  return subscription && subscription.status !== 'canceled' ? subscription : null;
}
