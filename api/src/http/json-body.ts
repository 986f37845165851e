import { bodyParser } from '@koa/bodyparser';
import { type Middleware } from 'koa';
import { BUNDLE_IMPORT_PATH, BUNDLE_MAX_BYTES } from '../contract/catalogue-bundle';
import { MAX_IMAGES_PER_ANALYSIS } from '../contract/products';
import { DomainError } from '../domain/errors';
import { type UploadLimits } from '../domain/images/decode-image-data-url';

/** Calls whose body may carry several images (data URLs), up to MAX_IMAGES_PER_ANALYSIS. */
const MULTI_IMAGE_PATHS = new Set([
  '/api/products/analyze-images',
  '/api/products/create-from-images',
]);

/** Sign-in, sign-up and password calls: a few fields. */
const SIGNED_OUT_LIMIT_BYTES = 64 * 1024;

/**
 * Parses JSON bodies with a limit sized to what the call may carry: one image's data URL
 * everywhere, five on the multi-image calls, 64 KB for a caller who is not signed in. A larger
 * body is refused (413) before it is read whole, so the limit on every other call stays small.
 */
export function jsonBody(upload: UploadLimits): Middleware {
  // Base64 makes a data URL 4/3 the size of its bytes; leave room for the rest of the JSON.
  const limitFor = (images: number) => Math.ceil((upload.maxBytes * images * 4) / 3) + 64 * 1024;
  const parser = (images: number, jsonLimit = limitFor(images)) =>
    bodyParser({
      enableTypes: ['json'],
      encoding: 'utf-8',
      jsonLimit,
      // DELETE too: a manager ending someone's sessions says why in the body, not in the URL.
      parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
    });
  const single = parser(1);
  const multiple = parser(MAX_IMAGES_PER_ANALYSIS);
  const signedOut = parser(0, SIGNED_OUT_LIMIT_BYTES);
  // A catalogue bundle carries every snap's cover: it has its own limit and its own refusal.
  const bundle = parser(0, BUNDLE_MAX_BYTES);
  return async (ctx, next) => {
    // Read after the session: a caller who is not signed in has no call that takes an image, so
    // a stranger cannot make the API hold megabytes only to be told 401.
    if (!(ctx.state as { user?: unknown }).user) return signedOut(ctx, next);
    if (ctx.path !== BUNDLE_IMPORT_PATH) {
      return (MULTI_IMAGE_PATHS.has(ctx.path) ? multiple : single)(ctx, next);
    }
    let parsed = false;
    try {
      await bundle(ctx, () => {
        parsed = true;
        return Promise.resolve();
      });
    } catch (error) {
      if ((error as { status?: number }).status === 413) throw new DomainError('bundle_too_large');
      throw error;
    }
    if (parsed) await next();
  };
}
