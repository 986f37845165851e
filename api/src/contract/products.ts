import { z } from 'zod';
import { API_ERRORS, type ApiErrorCode } from './error-codes';
import { contentItemSchema } from './content';

/** Spec section 9: at most 5 images per analysis. */
export const MAX_IMAGES_PER_ANALYSIS = 5;
export const TOO_MANY_IMAGES = API_ERRORS.too_many_images.message;
export const PRODUCT_NAME_MAX = 200;
export const PRODUCT_DESCRIPTION_MAX = 5000;

/** `draft` after URL analysis until the creator saves it; lists show only `active` ones. */
export const productStatusSchema = z.enum(['draft', 'active']);
export type ProductStatus = z.infer<typeof productStatusSchema>;

/** A product as every product call answers it. Image URLs are `/files/{key}` served to the owner. */
export const productSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  description: z.string(),
  /** The main image: the first of `imageUrls`, or null when the product has none. */
  imageUrl: z.string().nullable(),
  imageUrls: z.array(z.string()),
  /** The product page it was analysed from, when it came from a URL. */
  sourceUrl: z.string().nullable(),
  status: productStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const listProductsResponseSchema = z.array(productSchema);

const name = z
  .string({ message: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(PRODUCT_NAME_MAX, `Name must be at most ${PRODUCT_NAME_MAX} characters`);
const description = z
  .string()
  .trim()
  .max(
    PRODUCT_DESCRIPTION_MAX,
    `Description must be at most ${PRODUCT_DESCRIPTION_MAX} characters`,
  );
/** A data URL of an image file (`data:image/png;base64,...`); the server checks the bytes. */
const imageDataUrl = z.string({ message: 'Please select valid image files' });
/** A URL the API handed out for one of the caller's stored files: `/files/{key}`. */
const ownFileUrl = z.string().min(1, 'Invalid image URL');
/**
 * A check whose failure answers its own stable error code instead of `validation_error` (the
 * error middleware reads `params.code`), for the errors the UI tells apart.
 */
const coded = (code: ApiErrorCode, message: string) => ({ message, params: { code } });
const atMostFive = <T>(list: z.ZodArray<z.ZodType<T>>) =>
  list.refine(
    (items) => items.length <= MAX_IMAGES_PER_ANALYSIS,
    coded('too_many_images', TOO_MANY_IMAGES),
  );
const images = (schema: z.ZodString) =>
  atMostFive(z.array(schema)).refine(
    (items) => items.length > 0,
    coded('invalid_image', 'Please select valid image files'),
  );
const filenames = z.array(z.string().max(255)).max(MAX_IMAGES_PER_ANALYSIS).optional();

/** POST /api/products and PUT /api/products/{id} (PUT takes any subset). */
export const productFieldsSchema = z.object({
  name,
  description: description.default(''),
  /** The caller's own stored images (from an upload, an analysis or content). */
  imageUrls: atMostFive(z.array(ownFileUrl)).default([]),
  sourceUrl: z.string().url().nullable().optional(),
});
export type ProductFields = z.input<typeof productFieldsSchema>;
export const updateProductSchema = z.object({
  name: name.optional(),
  description: description.optional(),
  imageUrls: atMostFive(z.array(ownFileUrl)).optional(),
});
export type UpdateProduct = z.input<typeof updateProductSchema>;

/** What every analysis answers (spec section 3); `imageUrls` are stored copies, safe to show. */
export const analysisResultSchema = z.object({
  name: z.string(),
  description: z.string(),
  imageUrls: z.array(z.string()),
  /** URL analysis only: the page it read (after redirects) and the draft product it kept. */
  sourceUrl: z.string().optional(),
  draftProductId: z.string().uuid().optional(),
});
export type AnalysisResult = z.infer<typeof analysisResultSchema>;

const pageUrl = z
  .string({ message: 'Please enter a URL' })
  .trim()
  .min(1, 'Please enter a URL')
  .url('Please enter a valid URL');
/** POST /api/products/analyze and /analyze-url. */
export const analyzeUrlSchema = z.object({ url: pageUrl });
export const analyzeImageSchema = z.object({
  image: imageDataUrl,
  filename: z.string().max(255).optional(),
});
export const analyzeImagesSchema = z.object({ images: images(imageDataUrl), filenames });
export const analyzeContentImageSchema = z.object({ imageUrl: ownFileUrl });
export const analyzeContentImagesSchema = z.object({ imageUrls: images(ownFileUrl) });

export const createFromImageSchema = z.object({
  name,
  description: description.default(''),
  image: imageDataUrl,
  filename: z.string().max(255).optional(),
});
export const createFromImagesSchema = z.object({
  name,
  description: description.default(''),
  images: images(imageDataUrl),
  filenames,
});
export const createFromContentImageSchema = z.object({
  name,
  description: description.default(''),
  imageUrl: ownFileUrl,
});
export const createFromContentImagesSchema = z.object({
  name,
  description: description.default(''),
  imageUrls: images(ownFileUrl),
});
/**
 * Saves the draft kept by URL analysis (matched by `sourceUrl`: send the analysis result's) with
 * the reviewed fields; without a draft it creates the product. Without `imageUrls` the draft's
 * images stay.
 */
export const createFromUrlSchema = z.object({
  name,
  description: description.default(''),
  imageUrls: atMostFive(z.array(ownFileUrl)).optional(),
  sourceUrl: pageUrl,
});
/** Every create-from-* call answers the created product (201). */
export const createProductResponseSchema = productSchema;

/** POST /api/enhance-product-text. */
export const enhanceTextSchema = z.object({
  field: z.enum(['name', 'description'], { message: 'field must be name or description' }),
  text: z.string().trim().min(1, 'Text is required').max(PRODUCT_DESCRIPTION_MAX),
  /** For a description: the product's name as it now stands, so that the text follows a rename. */
  productName: z.string().trim().max(200).optional(),
});
export type EnhanceTextRequest = z.infer<typeof enhanceTextSchema>;
/**
 * The answer: the improved text, or, when the text could not be improved (too short to work with,
 * or nothing in it to improve), `improved: false` with the creator's text as it was and the
 * reason, a sentence for the creator. The same text is never answered as improved.
 */
export const enhanceTextResponseSchema = z.discriminatedUnion('improved', [
  z.object({ improved: z.literal(true), enhancedText: z.string() }),
  z.object({ improved: z.literal(false), enhancedText: z.string(), reason: z.string() }),
]);
export type EnhanceTextResponse = z.infer<typeof enhanceTextResponseSchema>;

/** Each packshot background and the built-in snap that makes it. */
export const PACKSHOT_WORKFLOWS = { white: 'White Packshot', black: 'Black Packshot' } as const;
type PackshotBackground = keyof typeof PACKSHOT_WORKFLOWS;

/** POST /api/products/enhance-packshot: runs the White or Black Packshot workflow for credits. */
export const enhancePackshotSchema = z.object({
  productId: z.string().uuid('productId must be a product id'),
  workflowName: z.enum(PACKSHOT_WORKFLOWS),
  backgroundType: z.enum(Object.keys(PACKSHOT_WORKFLOWS) as PackshotBackground[]),
  /** One of the product's own images; the main image when omitted. */
  imageUrl: ownFileUrl.optional(),
});
export type EnhancePackshotRequest = z.infer<typeof enhancePackshotSchema>;

/**
 * The answer: the new content, and everything now related to the product — its content (newest
 * first), its own images other than the main one, and the count of both.
 */
export const enhancePackshotResponseSchema = z.object({
  success: z.boolean(),
  error: z.string().nullable(),
  /** On failure, the same sentence as `error`: every failing call answers a `message`. */
  message: z.string().optional(),
  createdContent: contentItemSchema.nullable(),
  relatedContent: z.object({
    contentRecords: z.array(contentItemSchema),
    additionalImages: z.array(z.string()),
    totalItems: z.number().int(),
  }),
});
export type EnhancePackshotResponse = z.infer<typeof enhancePackshotResponseSchema>;
