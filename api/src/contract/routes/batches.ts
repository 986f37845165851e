import {
  batchListSchema,
  batchViewSchema,
  cancelBatchResponseSchema,
  startBatchRequestSchema,
  startBatchResponseSchema,
} from '../batches';
import { route } from '../route';

/** A creator's batches: one snap over several of their products, each product its own run. */
export const batchesApi = {
  list: route('get', '/api/batches', 'Batches', 'signed-in', 'Your batches', {
    description:
      'Your newest batches (at most 20), newest first, each with its runs counted by state and ' +
      'its first products’ pictures.',
    answer: { schema: batchListSchema },
  }),
  start: route('post', '/api/batches', 'Batches', 'verified', 'Run a snap over several products', {
    description:
      'Records a queued run per product (at most 50, each once) and starts them a few at a time. ' +
      'Each run reserves, charges and refunds its own cost, so nothing is held here; the balance ' +
      'must pay for every run, else 402 `insufficient_tokens` says in `affordable` how many ' +
      'runs of this batch it pays for. Another creator’s product is the same 404 as none.',
    body: startBatchRequestSchema,
    answer: { status: 202, description: 'Started', schema: startBatchResponseSchema },
    refusals: [
      'insufficient_tokens',
      'snap_not_found',
      'product_not_found',
      'product_has_no_image',
      'orchestrator_unavailable',
    ],
  }),
  get: route('get', '/api/batches/:id', 'Batches', 'signed-in', 'One of your batches', {
    answer: { schema: batchViewSchema },
  }),
  events: route('get', '/api/batches/:id/events', 'Batches', 'signed-in', 'A batch, live', {
    description:
      'Server-sent `progress` events, each the whole batch as `GET /api/batches/{id}` answers ' +
      'it, sent whenever it changes; the stream ends after the batch has ended.',
    answer: { description: 'An event stream', contentType: 'text/event-stream' },
  }),
  cancel: route('post', '/api/batches/:id/cancel', 'Batches', 'signed-in', 'Stop a batch', {
    description:
      'Runs under way are cancelled and refunded, queued runs never start; runs already ended ' +
      'keep their results. Answers the batch as it stands.',
    answer: { status: 202, description: 'Cancelling', schema: cancelBatchResponseSchema },
    refusals: ['batch_finished', 'orchestrator_unavailable'],
  }),
  download: route(
    'get',
    '/api/batches/:id/download',
    'Batches',
    'signed-in',
    'A batch’s images as a ZIP',
    {
      description:
        'Every image of the succeeded runs so far, streamed: `<product>.<ext>` for the snap’s ' +
        'own image, `<product>-<format>.<ext>` for a social format, made unique.',
      answer: { description: 'A ZIP archive', contentType: 'application/zip' },
    },
  ),
};
