import {
  apiKeyLimitsSchema,
  apiKeyListSchema,
  apiKeySchema,
  createApiKeySchema,
  createdApiKeySchema,
} from '../api-keys';
import { route } from '../route';

/** A user's API keys (Settings → Developers), and the managers' view of anyone's. */
export const apiKeysApi = {
  list: route('get', '/api/api-keys', 'API keys', 'signed-in', 'Your API keys', {
    description: 'Newest first, revoked ones too; a key’s secret is never shown again.',
    answer: { schema: apiKeyListSchema },
  }),
  create: route('post', '/api/api-keys', 'API keys', 'verified', 'Make an API key', {
    description:
      'The answer holds the key’s secret (`sk_live_…`): the only time it is shown. Keep it like a password.',
    body: createApiKeySchema,
    answer: { status: 201, description: 'Made', schema: createdApiKeySchema },
  }),
  revoke: route(
    'delete',
    '/api/api-keys/:id',
    'API keys',
    'signed-in',
    'Revoke one of your API keys',
    {
      description: 'At once: the next request with it answers 401.',
      answer: { schema: apiKeySchema },
    },
  ),
  userKeys: route(
    'get',
    '/api/manager/users/:id/api-keys',
    'API keys',
    'manager',
    'A user’s API keys',
    { answer: { schema: apiKeyListSchema } },
  ),
  managerLimits: route(
    'patch',
    '/api/manager/api-keys/:id',
    'API keys',
    'manager',
    'Set an API key’s limits',
    {
      description:
        'Requests a minute and runs in flight, each or both; audited on the key’s owner with the old and new limits.',
      body: apiKeyLimitsSchema,
      answer: { schema: apiKeySchema },
    },
  ),
  managerRevoke: route(
    'delete',
    '/api/manager/api-keys/:id',
    'API keys',
    'manager',
    'Revoke anyone’s API key',
    { description: 'Audited, naming the key and its owner.', answer: { schema: apiKeySchema } },
  ),
};
