import { localSubscriptionApi } from '@studio/api/contract/routes/local-subscription';
import { type localCardRequestSchema, type PlanChangePreview } from '@studio/api/contract/billing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type z } from 'zod';

import { callApi } from '@/lib/call-api';
import { invoicesQueryKey } from './get-invoices';
import { subscriptionQueryKey } from './get-subscription';
import { invalidateCredits } from './invalidate-credits';

/*
 * The local test checkout's own portal (used when the server has no Stripe keys): what Stripe's
 * customer portal does for a Stripe subscription.
 */

export function usePlanChangePreview(planId: string | null) {
  return useQuery({
    queryKey: ['credits', 'plan-change', planId],
    queryFn: (): Promise<PlanChangePreview> =>
      callApi(localSubscriptionApi.planChangePreview, { query: { planId: planId! } }),
    enabled: planId !== null,
    // Prorated to the second: never reuse an old figure.
    staleTime: 0,
    gcTime: 0,
  });
}

export type CardInput = z.input<typeof localCardRequestSchema>;

type Action =
  | { type: 'change-plan'; planId: string }
  | { type: 'cancel' }
  | { type: 'resume' }
  | { type: 'card'; card: CardInput };

const errorToasts: Record<Action['type'], { title: string; description: string }> = {
  'change-plan': { title: 'Plan not changed', description: 'Your plan is as it was.' },
  cancel: { title: 'Plan not cancelled', description: 'Your plan carries on. Please try again.' },
  resume: { title: 'Plan not resumed', description: 'Please try again.' },
  card: { title: 'Card not saved', description: 'Please try again.' },
};

async function send(action: Action) {
  const answer =
    action.type === 'change-plan'
      ? await callApi(localSubscriptionApi.changePlan, { body: { planId: action.planId } })
      : action.type === 'card'
        ? await callApi(localSubscriptionApi.card, { body: action.card })
        : await callApi(localSubscriptionApi[action.type]);
  return answer.subscription;
}

/** One change to the local subscription; the answer is the subscription as it now is. */
export function useLocalSubscriptionAction(type: Action['type']) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (subscription) => {
      queryClient.setQueryData(subscriptionQueryKey, subscription);
      await Promise.all([
        invalidateCredits(queryClient),
        queryClient.invalidateQueries({ queryKey: invoicesQueryKey }),
      ]);
    },
    // The card form shows its own error next to its fields.
    meta: type === 'card' ? undefined : { errorToast: errorToasts[type] },
  });
}
