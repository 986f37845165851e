import { z } from 'zod';
import { route } from '../route';

/**
 * Calls that exist for the test stack only (`ENABLE_TEST_ROUTES=true`, refused in production, or
 * the Jest app). Declared like every route, but not part of the API: the OpenAPI document leaves
 * them out.
 */
export const testSupportApi = {
  serverError: route(
    'post',
    '/api/test/server-error',
    'Health',
    'public',
    'Throw, as a bug would',
    {
      body: z.object({ message: z.string().trim().min(1).max(500).optional() }),
    },
  ),
};
