import { billingApi } from '@studio/api/contract/routes/billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/call-api';
import { type CheckoutSession, checkoutSessionQueryKey } from './get-checkout-session';
import { invalidateCredits } from './invalidate-credits';

/**
 * Completes a local (test) checkout: the server grants the allowance as a paid invoice would, and
 * answers the checkout as it now is (complete, granted).
 */
export async function payLocalCheckout(sessionId: string): Promise<CheckoutSession> {
  return callApi(billingApi.payLocalCheckout, { params: { id: sessionId } });
}

/**
 * Callers pass `onSuccess` to `mutate` to move on once the balance has been refreshed. The paid
 * checkout goes into its query, so the page after it starts from the confirmed payment rather than
 * from the open checkout the payment page had cached.
 */
export function usePayLocalCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payLocalCheckout,
    onSuccess: (paid) => {
      queryClient.setQueryData(checkoutSessionQueryKey(paid.id), paid);
      return invalidateCredits(queryClient);
    },
    meta: {
      errorToast: {
        title: 'Payment failed',
        description: 'The test payment did not go through. Please try again.',
      },
    },
  });
}
