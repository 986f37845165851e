import { type checkoutSessionResponseSchema } from '@studio/api/contract/billing';
import { billingApi } from '@studio/api/contract/routes/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type z } from 'zod';

import { callApi } from '@/lib/call-api';

export type CheckoutSession = z.infer<typeof checkoutSessionResponseSchema>;

/** How often the waiting page asks whether the allowance has arrived. */
export const CHECKOUT_POLL_MS = 1000;

export async function getCheckoutSession(id: string): Promise<CheckoutSession> {
  return callApi(billingApi.checkoutSession, { params: { id } });
}

export const checkoutSessionQueryKey = (id: string) => ['credits', 'checkout-session', id] as const;

export function checkoutSessionQueryOptions(id: string) {
  return queryOptions({
    queryKey: checkoutSessionQueryKey(id),
    queryFn: () => getCheckoutSession(id),
    staleTime: 0,
  });
}

/**
 * A checkout session. With `poll`, it is asked again every second until its allowance is granted
 * or it has expired: the one place the app polls (the spec's default is no polling).
 */
export function useCheckoutSession(id: string, { poll = false }: { poll?: boolean } = {}) {
  return useQuery({
    ...checkoutSessionQueryOptions(id),
    refetchInterval: (query) => {
      const session = query.state.data;
      if (!poll || session?.granted || session?.status === 'expired') return false;
      return CHECKOUT_POLL_MS;
    },
  });
}
