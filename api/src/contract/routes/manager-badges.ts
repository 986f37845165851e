import { managerBadgesSchema } from '../manager-badges';
import { route } from '../route';

/** The manager panel sidebar's counts. */
export const managerBadgesApi = {
  get: route(
    'get',
    '/api/manager/badges',
    'Operations',
    'manager',
    'Counts for the navigation badges',
    {
      answer: { schema: managerBadgesSchema },
    },
  ),
};
