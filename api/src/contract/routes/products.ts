import { messageResponseSchema } from '../auth';
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
} from '../products';
import { route } from '../route';

const created = { status: 201, description: 'Created', schema: productSchema };
const analysed = { schema: analysisResultSchema };
/** The AI calls wait for their run; these are its outcomes beyond the input's refusals. */
const analysisRefusals = ['analysis_failed', 'analysis_timeout', 'invalid_input'] as const;

const analyseUrl = (path: '/api/products/analyze' | '/api/products/analyze-url') =>
  route('post', path, 'Products', 'verified', "Read a product page's name and description", {
    description: 'The page is fetched through the SSRF guard: public http(s) addresses only.',
    body: analyzeUrlSchema,
    answer: analysed,
    refusals: analysisRefusals,
  });

/**
 * A creator's products (spec section 7). Reading and saving need a signed-in creator; analysis,
 * text enhancement and packshots are AI features and need a verified email.
 */
export const productsApi = {
  list: route('get', '/api/products', 'Products', 'signed-in', 'Your products', {
    answer: { schema: listProductsResponseSchema },
  }),
  get: route('get', '/api/products/:id', 'Products', 'signed-in', 'One of your products', {
    answer: { schema: productSchema },
  }),
  create: route(
    'post',
    '/api/products',
    'Products',
    'signed-in',
    'Create a product from its fields',
    {
      body: productFieldsSchema,
      answer: created,
    },
  ),
  update: route('put', '/api/products/:id', 'Products', 'signed-in', 'Change a product', {
    body: updateProductSchema,
    answer: { schema: productSchema },
  }),
  delete: route('delete', '/api/products/:id', 'Products', 'signed-in', 'Delete a product', {
    answer: { schema: messageResponseSchema },
  }),
  /** The spec's name for reading a page; `analyzeUrl` is the same call. */
  analyze: analyseUrl('/api/products/analyze'),
  analyzeUrl: analyseUrl('/api/products/analyze-url'),
  analyzeImage: route(
    'post',
    '/api/products/analyze-image',
    'Products',
    'verified',
    'Describe a product from a photo',
    {
      body: analyzeImageSchema,
      answer: analysed,
      refusals: analysisRefusals,
    },
  ),
  analyzeImages: route(
    'post',
    '/api/products/analyze-images',
    'Products',
    'verified',
    'Describe a product from photos',
    {
      body: analyzeImagesSchema,
      answer: analysed,
      refusals: analysisRefusals,
    },
  ),
  analyzeContentImage: route(
    'post',
    '/api/products/analyze-content-image',
    'Products',
    'verified',
    'Describe a product from your content',
    {
      body: analyzeContentImageSchema,
      answer: analysed,
      refusals: analysisRefusals,
    },
  ),
  analyzeContentImages: route(
    'post',
    '/api/products/analyze-content-images',
    'Products',
    'verified',
    'Describe a product from several of your images',
    {
      body: analyzeContentImagesSchema,
      answer: analysed,
      refusals: analysisRefusals,
    },
  ),
  createFromImage: route(
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
  createFromImages: route(
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
  createFromContentImage: route(
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
  createFromContentImages: route(
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
  createFromUrl: route(
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
  enhancePackshot: route(
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
  enhanceText: route(
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
};
