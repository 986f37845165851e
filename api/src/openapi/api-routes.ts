import { type AnyRoute, route } from '../contract/route';
import { ACCOUNT_ROUTES } from './contracts/account';
import { BATCH_ROUTES } from './contracts/batches';
import { CREATOR_ROUTES } from './contracts/creators';
import { MANAGER_ROUTES } from './contracts/manager';
import { OPERATOR_ROUTES } from './contracts/operators';

export const OPENAPI_PATH = '/api/openapi.json';

/** Every route the app mounts (but the test stack's), with its contract. */
export const API_ROUTES: AnyRoute[] = [
  ...ACCOUNT_ROUTES,
  ...CREATOR_ROUTES,
  ...BATCH_ROUTES,
  ...OPERATOR_ROUTES,
  ...MANAGER_ROUTES,
  route('get', OPENAPI_PATH, 'Health', 'public', 'This description of the API (OpenAPI 3.1)', {
    answer: { description: 'The OpenAPI document' },
  }),
];
