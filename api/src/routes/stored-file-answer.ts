import { type Context } from 'koa';
import { type Database } from '../domain/database';
import { DomainError } from '../domain/errors';
import { type FileStore } from '../domain/storage/file-store';
import { type ImageVariants, parseImageVariant } from '../domain/storage/image-variants';
import { findStoredFile } from '../domain/storage/stored-files';

/**
 * Answers a stored file the caller may read (`mayRead`), whole or as a resized copy
 * (`?width=&format=`); anyone else gets the same 404 as for a file that does not exist. Keys are
 * content hashes, so an answer never changes: browsers may keep it, shared caches may not.
 * `GET /files/:key` (a session) and `GET /v1/files/:key` (an API key) answer alike.
 */
export async function answerStoredFile(
  ctx: Context,
  deps: { db: Database; store: FileStore; variants: ImageVariants },
  key: string,
  query: Parameters<typeof parseImageVariant>[0],
  mayRead: () => Promise<boolean>,
): Promise<void> {
  const variant = parseImageVariant(query);
  const file = await findStoredFile(deps.db, key);
  if (!file || !(await mayRead())) throw new DomainError('file_not_found', 'No such file.');
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
  const { bytes, contentType } = await deps.variants.get(key, variant);
  ctx.type = contentType;
  ctx.body = bytes;
}
