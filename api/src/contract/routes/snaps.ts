import {
  executeDemoRequestSchema,
  executeDemoResponseSchema,
  executeRequestSchema,
  executeResponseSchema,
  listSnapsResponseSchema,
} from '../snaps';
import { route } from '../route';

/** The published snaps creators run, and running one (the demo too). */
export const snapsApi = {
  list: route('get', '/api/snaps', 'Snaps', 'public', 'The published snaps, with their prices', {
    answer: { schema: listSnapsResponseSchema },
  }),
  execute: route(
    'post',
    '/api/snaps/execute',
    'Snaps',
    'verified',
    'Run a snap on a photo or product',
    {
      description:
        'Reserves its credits and starts the run; progress is at `/api/executions/{id}` and its `events` stream.',
      body: executeRequestSchema,
      answer: { status: 202, description: 'Started', schema: executeResponseSchema },
      refusals: [
        'insufficient_tokens',
        'snap_not_found',
        'product_not_found',
        'invalid_image',
        'image_too_large',
        'sensitive_content',
        'orchestrator_unavailable',
      ],
    },
  ),
  executeDemo: route(
    'post',
    '/api/snaps/execute-demo',
    'Snaps',
    'signed-in',
    'The one free demo run',
    {
      body: executeDemoRequestSchema,
      answer: { schema: executeDemoResponseSchema },
      refusals: [
        'demo_limit_exceeded',
        'invalid_image',
        'image_too_large',
        'sensitive_content',
        'generation_timeout',
        'generation_failed',
      ],
    },
  ),
};
