import {
  feedbackAckSchema,
  shouldShowFeedbackSchema,
  submitFeedbackSchema,
} from '../../contract/feedback';
import {
  executeDemoRequestSchema,
  executeDemoResponseSchema,
  executeRequestSchema,
  executeResponseSchema,
  listCategoriesResponseSchema,
  listSnapsResponseSchema,
} from '../../contract/snaps';
import { contentApi } from '../../contract/routes/content';
import { filesApi } from '../../contract/routes/files';
import { productsApi } from '../../contract/routes/products';
import { route, routesOf } from '../../contract/route';

/** Snaps, products and content: the creator's work. */
export const CREATOR_ROUTES = [
  route('get', '/api/snaps', 'Snaps', 'public', 'The published snaps, with their prices', {
    answer: { schema: listSnapsResponseSchema },
  }),
  route('post', '/api/snaps/execute', 'Snaps', 'verified', 'Run a snap on a photo or product', {
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
  }),
  route('post', '/api/snaps/execute-demo', 'Snaps', 'signed-in', 'The one free demo run', {
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
  }),
  route('get', '/api/categories', 'Snaps', 'signed-in', "The gallery's categories", {
    answer: { schema: listCategoriesResponseSchema },
  }),

  ...routesOf(productsApi),

  ...routesOf(contentApi, filesApi),

  route(
    'get',
    '/api/feedback-tracking/should-show',
    'Feedback',
    'signed-in',
    'Whether to ask for feedback now',
    {
      answer: { schema: shouldShowFeedbackSchema },
    },
  ),
  ...(['mark-shown', 'not-now', 'dont-show-again'] as const).map((step) =>
    route(
      'post',
      `/api/feedback-tracking/${step}`,
      'Feedback',
      'signed-in',
      {
        'mark-shown': 'The feedback prompt was shown',
        'not-now': 'Ask again later',
        'dont-show-again': 'Never ask again',
      }[step],
      { answer: { schema: feedbackAckSchema } },
    ),
  ),
  route(
    'post',
    '/api/feedback-tracking/submit-feedback',
    'Feedback',
    'signed-in',
    'Send feedback',
    {
      body: submitFeedbackSchema,
      answer: { status: 201, description: 'Received', schema: feedbackAckSchema },
    },
  ),
];
