import Router from '@koa/router';
import { type Database } from '../domain/database';
import { NotFoundError } from '../domain/errors';
import { StoredFile } from '../domain/models/stored-file';
import { isFileKey } from '../domain/storage/file-keys';
import { type FileStore } from '../domain/storage/file-store';

/**
 * `GET /files/:key` serves a stored file. Keys are content hashes, so a response never changes
 * and may be cached for good.
 */
export function fileRoutes(deps: { db: Database; store: FileStore }): Router {
  const router = new Router();
  router.get('/files/:key', async (ctx) => {
    const key = ctx.params.key ?? '';
    const file = isFileKey(key) ? await StoredFile.query(deps.db).findById(key) : undefined;
    if (!file) throw new NotFoundError('file_not_found', 'No such file.');
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.type = file.content_type;
    ctx.length = file.byte_size;
    ctx.body = deps.store.open(key);
  });
  return router;
}
