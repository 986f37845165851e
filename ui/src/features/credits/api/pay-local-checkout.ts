import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { invalidateCredits } from './invalidate-credits';

/** Completes a local (test) checkout: the server grants the allowance as a paid invoice would. */
export async function payLocalCheckout(sessionId: string): Promise<void> {
  await api.post(`/api/billing/local-checkout/${encodeURIComponent(sessionId)}/pay`);
}

/** Callers pass `onSuccess` to `mutate` to move on once the balance has been refreshed. */
export function usePayLocalCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payLocalCheckout,
    onSuccess: () => invalidateCredits(queryClient),
    meta: {
      errorToast: {
        title: 'Payment failed',
        description: 'The test payment did not go through. Please try again.',
      },
    },
  });
}
