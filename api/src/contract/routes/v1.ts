import {
  batchViewSchema,
  cancelBatchResponseSchema,
  startBatchRequestSchema,
  startBatchResponseSchema,
} from '../batches';
import { contentItemSchema, contentPageSchema, listContentQuerySchema } from '../content';
import { executionViewSchema } from '../executions';
import { createFromImagesSchema, listProductsResponseSchema, productSchema } from '../products';
import { imageVariantQuerySchema } from '../image-variants';
import { route } from '../route';
import {
  v1BalanceSchema,
  v1RunListQuerySchema,
  v1RunListSchema,
  v1SnapListSchema,
  v1StartRunSchema,
} from '../v1';

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
  runs: route('get', '/v1/runs', 'API for businesses', 'api-key', 'List runs', {
    description:
      'The account’s runs, newest first, a page at a time (`limit`, and `cursor` from the page before), optionally of one status.',
    scopes: ['runs'],
    query: v1RunListQuerySchema,
    answer: { schema: v1RunListSchema },
  }),
  startRun: route('post', '/v1/runs', 'API for businesses', 'api-key', 'Start a run', {
    description:
      'Runs a snap on a photo, charged like a run in the app. Send an `Idempotency-Key` header: a retry with the same key and body answers the first run again for 24 hours instead of starting another.',
    scopes: ['runs'],
    body: v1StartRunSchema,
    answer: { status: 202, description: 'Started', schema: executionViewSchema },
    refusals: [
      'runs_in_flight_limit',
      'insufficient_tokens',
      'snap_not_found',
      'invalid_image',
      'image_too_large',
      'sensitive_content',
      'photo_too_small_for_hd',
      'orchestrator_unavailable',
    ],
  }),
  cancelRun: route('post', '/v1/runs/:id/cancel', 'API for businesses', 'api-key', 'Cancel a run', {
    description: 'Stops a queued or running run; its reserved credits are released.',
    scopes: ['runs'],
    answer: { schema: executionViewSchema },
    refusals: ['execution_finished'],
  }),
  run: route('get', '/v1/runs/:id', 'API for businesses', 'api-key', 'Get a run', {
    description:
      'A run the key’s account started: its status, each step’s progress, the credits it took and the content it made.',
    scopes: ['runs'],
    answer: { schema: executionViewSchema },
  }),
  startBatch: route('post', '/v1/batches', 'API for businesses', 'api-key', 'Start a batch', {
    description:
      'One snap over several of the account’s products (at most 50), each its own run charged as the app charges it. Send an `Idempotency-Key` header to make a retry safe.',
    scopes: ['runs'],
    body: startBatchRequestSchema,
    answer: { status: 202, description: 'Started', schema: startBatchResponseSchema },
    refusals: [
      'runs_in_flight_limit',
      'insufficient_tokens',
      'snap_not_found',
      'product_not_found',
      'product_has_no_image',
      'orchestrator_unavailable',
    ],
  }),
  batch: route('get', '/v1/batches/:id', 'API for businesses', 'api-key', 'Get a batch', {
    description: 'A batch the key’s account started, with each run’s state.',
    scopes: ['runs'],
    answer: { schema: batchViewSchema },
  }),
  cancelBatch: route(
    'post',
    '/v1/batches/:id/cancel',
    'API for businesses',
    'api-key',
    'Cancel a batch',
    {
      description: 'Runs under way are cancelled and refunded, queued ones never start.',
      scopes: ['runs'],
      answer: { status: 202, description: 'Cancelling', schema: cancelBatchResponseSchema },
      refusals: ['batch_finished', 'orchestrator_unavailable'],
    },
  ),
  content: route('get', '/v1/content', 'API for businesses', 'api-key', 'List content', {
    description:
      'The images the account’s runs made, newest first, a page at a time, with the app library’s filters; every file address is one the key can download (`/v1/files/…`).',
    scopes: ['runs', 'content'],
    query: listContentQuerySchema,
    answer: { schema: contentPageSchema },
  }),
  contentItem: route('get', '/v1/content/:id', 'API for businesses', 'api-key', 'Get content', {
    description: 'One image the account’s runs made, with its sizes and its caption.',
    scopes: ['runs', 'content'],
    answer: { schema: contentItemSchema },
  }),
  products: route('get', '/v1/products', 'API for businesses', 'api-key', 'List products', {
    description: 'The account’s products, to run batches over; their images at `/v1/files/…`.',
    scopes: ['products', 'runs'],
    answer: { schema: listProductsResponseSchema },
  }),
  createProduct: route('post', '/v1/products', 'API for businesses', 'api-key', 'Add a product', {
    description:
      'A product from one to five photos (data URLs), named, as the app’s “create from images”. Send an `Idempotency-Key` header to make a retry safe.',
    scopes: ['products'],
    body: createFromImagesSchema,
    answer: { status: 201, description: 'Added', schema: productSchema },
    refusals: ['invalid_image', 'image_too_large', 'too_many_images'],
  }),
  file: route('get', '/v1/files/:key', 'API for businesses', 'api-key', 'Download a file', {
    description:
      'An image of the account’s — each step of a run names what it made by `fileKey` in its `outputs` — whole or resized (`?width=&format=`); anything else is 404.',
    scopes: ['runs', 'content'],
    query: imageVariantQuerySchema,
    refusals: ['invalid_image_variant', 'file_not_found'],
    answer: { description: 'The image', contentType: 'image/*' },
  }),
};
