import { executionViewSchema } from '../executions';
import { route } from '../route';
import { v1BalanceSchema, v1SnapListSchema } from '../v1';

/**
 * The API for businesses (issue 37), on the same engine, ledger and snaps as the app: called with
 * `Authorization: Bearer sk_live_…` (no cookie, no CSRF), each route open to the key scopes it
 * names (any key when it names none).
 */
export const v1Api = {
  snaps: route('get', '/v1/snaps', 'API for businesses', 'api-key', 'List the snaps', {
    description: 'The snaps a key can run, in gallery order, with their price in credits.',
    answer: { schema: v1SnapListSchema },
  }),
  balance: route('get', '/v1/balance', 'API for businesses', 'api-key', 'Read the balance', {
    description: 'The credits the key’s account can spend now.',
    answer: { schema: v1BalanceSchema },
  }),
  run: route('get', '/v1/runs/:id', 'API for businesses', 'api-key', 'Get a run', {
    description:
      'A run the key’s account started: its status, each step’s progress, the credits it took and the content it made.',
    scopes: ['runs'],
    answer: { schema: executionViewSchema },
  }),
};
