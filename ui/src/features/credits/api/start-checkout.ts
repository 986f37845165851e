import { type checkoutResponseSchema } from '@studio/api/contract/billing';
import { billingApi } from '@studio/api/contract/routes/billing';
import { useMutation } from '@tanstack/react-query';
import { type z } from 'zod';

import { callApi } from '@/lib/call-api';

export type CheckoutStart = z.infer<typeof checkoutResponseSchema>;

/** Starts buying a plan; the answer says where to send the browser (Stripe or the local page). */
export async function startCheckout(planId: string): Promise<CheckoutStart> {
  return callApi(billingApi.checkout, { body: { planId } });
}

/** `onStarted` receives the checkout's URL; the caller leaves for it (see useGoTo). */
export function useStartCheckout({ onStarted }: { onStarted: (start: CheckoutStart) => void }) {
  return useMutation({
    mutationFn: startCheckout,
    onSuccess: onStarted,
    meta: {
      errorToast: {
        title: 'Checkout failed',
        description: 'We could not start the checkout. Please try again.',
      },
    },
  });
}
