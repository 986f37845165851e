import Router from '@koa/router';
import { filesApi } from '../contract/routes/files';
import { type Database } from '../domain/database';
import { DomainError } from '../domain/errors';
import { canReadFile } from '../domain/storage/file-access';
import { type FileStore } from '../domain/storage/file-store';
import { ImageVariants, parseImageVariant } from '../domain/storage/image-variants';
import { findStoredFile } from '../domain/storage/stored-files';
import { mountRoute } from '../http/mount-route';

/**
 * `GET /files/:key` serves a stored file to its owner (or a manager); anyone else gets the same
 * 404 as for a file that does not exist. `?width=320&format=webp` (widths and formats in
 * contract/image-variants.ts) serves an image resized to that width (never enlarged) in that
 * format: thumbnails a fraction of the original's size. Keys are content hashes, so a response
 * never changes: browsers may keep it, shared caches may not.
 */
export function fileRoutes(deps: { db: Database; store: FileStore }): Router {
  const router = new Router();
  const variants = new ImageVariants((key) => deps.store.read(key));
  mountRoute(router, filesApi.file, async ({ params: { key }, query, user, ctx }) => {
    const variant = parseImageVariant(query);
    const file = await findStoredFile(deps.db, key);
    if (!file || !(await canReadFile(deps.db, user, key))) {
      throw new DomainError('file_not_found', 'No such file.');
    }
    ctx.set('Cache-Control', 'private, max-age=31536000, immutable');
    ctx.set('X-Content-Type-Options', 'nosniff');
    if (!variant) {
      ctx.type = file.content_type;
      ctx.length = file.byte_size;
      ctx.body = deps.store.open(key);
      return;
    }
    if (!file.content_type.startsWith('image/')) {
      throw new DomainError('invalid_image_variant', 'Only images have resized copies.');
    }
    const { bytes, contentType } = await variants.get(key, variant);
    ctx.type = contentType;
    ctx.body = bytes;
  });
  return router;
}
