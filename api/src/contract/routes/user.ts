import { userSchema } from '../auth';
import { subscriptionResponseSchema, usageResponseSchema } from '../billing';
import { balanceResponseSchema } from '../credits';
import { route } from '../route';

/** The signed-in creator's own profile, subscription, balance and usage. */
export const userApi = {
  user: route('get', '/api/user', 'Account', 'signed-in', 'The signed-in user', {
    answer: { schema: userSchema },
  }),
  subscription: route(
    'get',
    '/api/user/subscription',
    'Account',
    'signed-in',
    'The subscription and its credits',
    {
      answer: { schema: subscriptionResponseSchema },
    },
  ),
  credits: route('get', '/api/user/credits', 'Account', 'signed-in', 'The credit balance', {
    answer: { schema: balanceResponseSchema },
  }),
  usage: route('get', '/api/user/usage', 'Account', 'signed-in', 'What the user has made', {
    answer: { schema: usageResponseSchema },
  }),
};
