import { messageResponseSchema } from '../../contract/auth';
import {
  bulkContentSchema,
  bulkDeleteResponseSchema,
  contentArchiveQuerySchema,
  contentItemSchema,
  contentPageSchema,
  listContentQuerySchema,
  patchContentSchema,
} from '../../contract/content';
import {
  feedbackAckSchema,
  shouldShowFeedbackSchema,
  submitFeedbackSchema,
} from '../../contract/feedback';
import {
  analysisResultSchema,
  analyzeContentImageSchema,
  analyzeContentImagesSchema,
  analyzeImageSchema,
  analyzeImagesSchema,
  analyzeUrlSchema,
  createFromContentImageSchema,
  createFromContentImagesSchema,
  createFromImageSchema,
  createFromImagesSchema,
  createFromUrlSchema,
  enhancePackshotResponseSchema,
  enhancePackshotSchema,
  enhanceTextResponseSchema,
  enhanceTextSchema,
  listProductsResponseSchema,
  productFieldsSchema,
  productSchema,
  updateProductSchema,
} from '../../contract/products';
import {
  executeDemoRequestSchema,
  executeDemoResponseSchema,
  executeRequestSchema,
  executeResponseSchema,
  listCategoriesResponseSchema,
  listSnapsResponseSchema,
} from '../../contract/snaps';
import {
  cutoutEditStartedSchema,
  cutoutTouchUpSchema,
  saveCutoutEditSchema,
} from '../../contract/cutouts';
import { route } from '../route-contract';

const created = { status: 201, description: 'Created', schema: productSchema };
const analysed = { schema: analysisResultSchema };
/** The AI calls wait for their run; these are its outcomes beyond the input's refusals. */
const analysisRefusals = ['analysis_failed', 'analysis_timeout', 'invalid_input'] as const;

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

  route('get', '/api/products', 'Products', 'signed-in', 'Your products', {
    answer: { schema: listProductsResponseSchema },
  }),
  route('get', '/api/products/:id', 'Products', 'signed-in', 'One of your products', {
    answer: { schema: productSchema },
  }),
  route('post', '/api/products', 'Products', 'signed-in', 'Create a product from its fields', {
    body: productFieldsSchema,
    answer: created,
  }),
  route('put', '/api/products/:id', 'Products', 'signed-in', 'Change a product', {
    body: updateProductSchema,
    answer: { schema: productSchema },
  }),
  route('delete', '/api/products/:id', 'Products', 'signed-in', 'Delete a product', {
    answer: { schema: messageResponseSchema },
  }),
  ...['/api/products/analyze', '/api/products/analyze-url'].map((path) =>
    route('post', path, 'Products', 'verified', "Read a product page's name and description", {
      description: 'The page is fetched through the SSRF guard: public http(s) addresses only.',
      body: analyzeUrlSchema,
      answer: analysed,
      refusals: [...analysisRefusals],
    }),
  ),
  route(
    'post',
    '/api/products/analyze-image',
    'Products',
    'verified',
    'Describe a product from a photo',
    {
      body: analyzeImageSchema,
      answer: analysed,
      refusals: [...analysisRefusals],
    },
  ),
  route(
    'post',
    '/api/products/analyze-images',
    'Products',
    'verified',
    'Describe a product from photos',
    {
      body: analyzeImagesSchema,
      answer: analysed,
      refusals: [...analysisRefusals],
    },
  ),
  route(
    'post',
    '/api/products/analyze-content-image',
    'Products',
    'verified',
    'Describe a product from your content',
    {
      body: analyzeContentImageSchema,
      answer: analysed,
      refusals: [...analysisRefusals],
    },
  ),
  route(
    'post',
    '/api/products/analyze-content-images',
    'Products',
    'verified',
    'Describe a product from several of your images',
    {
      body: analyzeContentImagesSchema,
      answer: analysed,
      refusals: [...analysisRefusals],
    },
  ),
  route(
    'post',
    '/api/products/create-from-image',
    'Products',
    'signed-in',
    'Create a product with a photo',
    {
      body: createFromImageSchema,
      answer: created,
    },
  ),
  route(
    'post',
    '/api/products/create-from-images',
    'Products',
    'signed-in',
    'Create a product with photos',
    {
      body: createFromImagesSchema,
      answer: created,
    },
  ),
  route(
    'post',
    '/api/products/create-from-content-image',
    'Products',
    'signed-in',
    'Create a product from your content',
    {
      body: createFromContentImageSchema,
      answer: created,
    },
  ),
  route(
    'post',
    '/api/products/create-from-content-images',
    'Products',
    'signed-in',
    'Create a product from several of your images',
    {
      body: createFromContentImagesSchema,
      answer: created,
    },
  ),
  route(
    'post',
    '/api/products/create-from-url',
    'Products',
    'signed-in',
    'Create a product from its page',
    {
      body: createFromUrlSchema,
      answer: created,
    },
  ),
  route(
    'post',
    '/api/products/enhance-packshot',
    'Products',
    'verified',
    'Make a packshot of a product',
    {
      body: enhancePackshotSchema,
      answer: { schema: enhancePackshotResponseSchema },
      refusals: [
        'insufficient_tokens',
        'product_has_no_image',
        'packshot_mismatch',
        'generation_timeout',
      ],
    },
  ),
  route(
    'post',
    '/api/enhance-product-text',
    'Products',
    'verified',
    "Improve a product's name and description",
    {
      body: enhanceTextSchema,
      answer: { schema: enhanceTextResponseSchema },
      refusals: ['enhancement_failed', 'enhancement_timeout', 'invalid_input'],
    },
  ),

  route('get', '/api/content', 'Content', 'signed-in', 'Your generated images, a page at a time', {
    query: listContentQuerySchema,
    answer: { schema: contentPageSchema },
  }),
  route('get', '/api/content/archive', 'Content', 'signed-in', 'Chosen images as a ZIP', {
    description:
      'The items `ids` (comma-separated, at most 100) and the social formats grouped under them, streamed: each named by its title, a format by its size. 404 if any id is not yours.',
    query: contentArchiveQuerySchema,
    answer: { description: 'A ZIP archive', contentType: 'application/zip' },
  }),
  route('post', '/api/content/bulk-delete', 'Content', 'signed-in', 'Delete chosen images', {
    description:
      'The items `ids` (at most 100) and their grouped social formats, in one transaction; 404 and nothing deleted if any id is not yours.',
    body: bulkContentSchema,
    answer: { schema: bulkDeleteResponseSchema },
  }),
  route('get', '/api/content/:id', 'Content', 'signed-in', 'One of your images', {
    answer: { schema: contentItemSchema },
  }),
  route(
    'get',
    '/api/content/:id/cutout',
    'Content',
    'signed-in',
    'The cut-out an image came from',
    {
      description:
        'The photo, the cut-out, its objects (kept or dropped) and what an edited run costs, for the touch-up.',
      answer: { schema: cutoutTouchUpSchema },
      refusals: ['cutout_not_editable'],
    },
  ),
  route(
    'post',
    '/api/content/:id/cutout/edits',
    'Content',
    'verified',
    'Run the snap again with an edited cut-out',
    {
      description:
        "The mask (a PNG data URL of the cut-out's size) is applied to the run's own photo; a new run of the same snap version starts from the cut-out step and charges only the steps after it. Its content links back (`editedFrom`).",
      body: saveCutoutEditSchema,
      answer: { status: 202, description: 'Started', schema: cutoutEditStartedSchema },
      refusals: [
        'cutout_not_editable',
        'invalid_mask',
        'mask_too_large',
        'insufficient_tokens',
        'orchestrator_unavailable',
      ],
    },
  ),
  route('patch', '/api/content/:id', 'Content', 'signed-in', 'Link an image to a product', {
    body: patchContentSchema,
    answer: { schema: contentItemSchema },
  }),
  route('delete', '/api/content/:id', 'Content', 'signed-in', 'Delete an image', {
    answer: { schema: messageResponseSchema },
  }),
  route(
    'get',
    '/files/:key',
    'Content',
    'signed-in',
    'An image file: your own, or a catalogue example',
    {
      description: 'Sized variants with `?w=`; cached privately by ETag.',
      answer: { description: 'The image', contentType: 'image/*' },
    },
  ),

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
