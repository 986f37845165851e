import { creditHistoryQuerySchema, creditHistoryResponseSchema } from '../billing';
import { balanceResponseSchema } from '../credits';
import { route } from '../route';

/** The signed-in creator's balance and its history. */
export const creditsApi = {
  balance: route('get', '/api/credits/balance', 'Credits', 'signed-in', 'The credit balance', {
    answer: { schema: balanceResponseSchema },
  }),
  history: route(
    'get',
    '/api/credit-transactions',
    'Credits',
    'signed-in',
    'The credit history, newest first',
    {
      query: creditHistoryQuerySchema,
      answer: { schema: creditHistoryResponseSchema },
    },
  ),
};
