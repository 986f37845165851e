import { type QueryClient } from '@tanstack/react-query';

import { balanceQueryKey } from './get-balance';
import { creditHistoryQueryKey } from './get-credit-history';
import { subscriptionQueryKey } from './get-subscription';

/**
 * After credits were granted or spent: the balance, the history and the subscription are all
 * out of date. Every mutation that moves the balance calls this.
 */
export async function invalidateCredits(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: balanceQueryKey }),
    queryClient.invalidateQueries({ queryKey: creditHistoryQueryKey }),
    queryClient.invalidateQueries({ queryKey: subscriptionQueryKey }),
  ]);
}
