import { bodyParser } from '@koa/bodyparser';
import { type Middleware } from 'koa';
import { MAX_IMAGES_PER_ANALYSIS } from '../contract/products';
import { type UploadLimits } from '../domain/images/decode-image-data-url';

/** Calls whose body may carry several images (data URLs), up to MAX_IMAGES_PER_ANALYSIS. */
const MULTI_IMAGE_PATHS = new Set([
  '/api/products/analyze-images',
  '/api/products/create-from-images',
]);

/**
 * Parses JSON bodies with a limit sized to what the call may carry: one image's data URL
 * everywhere, five on the multi-image calls. A larger body is refused (413) before it is read
 * whole, so the limit on every other call stays small.
 */
export function jsonBody(upload: UploadLimits): Middleware {
  // Base64 makes a data URL 4/3 the size of its bytes; leave room for the rest of the JSON.
  const limitFor = (images: number) => Math.ceil((upload.maxBytes * images * 4) / 3) + 64 * 1024;
  const parser = (images: number) =>
    bodyParser({
      enableTypes: ['json'],
      encoding: 'utf-8',
      jsonLimit: limitFor(images),
      // DELETE too: a manager ending someone's sessions says why in the body, not in the URL.
      parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
    });
  const single = parser(1);
  const multiple = parser(MAX_IMAGES_PER_ANALYSIS);
  return (ctx, next) => (MULTI_IMAGE_PATHS.has(ctx.path) ? multiple : single)(ctx, next);
}
