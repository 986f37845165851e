import { z } from 'zod';
import { healthResponseSchema, readinessResponseSchema } from '../health';
import { route } from '../route';

/** Liveness, readiness and the parts the app depends on: public, for probes and proxies. */
export const healthApi = {
  live: route('get', '/api/live', 'Health', 'public', 'Whether the process is up', {
    answer: { schema: z.object({ ok: z.literal(true) }) },
  }),
  ready: route('get', '/api/ready', 'Health', 'public', 'Whether this instance takes traffic', {
    description: 'Answers 503 while the database is unreachable or the instance is draining.',
    answer: { schema: readinessResponseSchema },
  }),
  health: route('get', '/api/health', 'Health', 'public', 'The database and Temporal, checked', {
    answer: { schema: healthResponseSchema },
  }),
  openapi: route(
    'get',
    '/api/openapi.json',
    'Health',
    'public',
    'This description of the API (OpenAPI 3.1)',
    {
      answer: {
        description: 'The OpenAPI document',
        schema: z.record(z.string(), z.unknown()).describe('An OpenAPI 3.1 document'),
      },
    },
  ),
};
