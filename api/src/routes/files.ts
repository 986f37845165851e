import Router from '@koa/router';
import { filesApi } from '../contract/routes/files';
import { type Database } from '../domain/database';
import { canReadFile } from '../domain/storage/file-access';
import { type FileStore } from '../domain/storage/file-store';
import { ImageVariants } from '../domain/storage/image-variants';
import { mountRoute } from '../http/mount-route';
import { answerStoredFile } from './stored-file-answer';

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
  mountRoute(router, filesApi.file, ({ params: { key }, query, user, ctx }) =>
    answerStoredFile(ctx, { ...deps, variants }, key, query, () => canReadFile(deps.db, user, key)),
  );
  return router;
}
