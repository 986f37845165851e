import { clock } from '../../platform/clock';
import { type Database } from '../database';
import { StoredFile } from '../models/stored-file';
import { CONTENT_TYPES, fileKeyFor, type ImageExtension, isFileKey } from './file-keys';
import { type FileStore } from './file-store';

export interface ImageToStore {
  bytes: Buffer;
  extension: ImageExtension;
  width: number;
  height: number;
}

/**
 * Stores bytes and records them. The bytes are written first and the row second, so a row never
 * points at a missing file; if the row's transaction fails, the file is left for the orphan
 * sweeper rather than deleted here, because another request may be recording the same
 * content-addressed file at this moment. The bytes are written even when they exist (the write
 * is atomic and idempotent) and the row's `last_stored_at` is touched, so neither sweep takes a
 * file that was just stored again.
 */
export async function saveImage(
  db: Database,
  store: FileStore,
  image: ImageToStore,
): Promise<string> {
  const key = fileKeyFor(image.bytes, image.extension);
  await store.write(key, image.bytes);
  await StoredFile.query(db)
    .insert({
      key,
      content_type: CONTENT_TYPES[image.extension],
      byte_size: image.bytes.length,
      width: image.width,
      height: image.height,
    })
    .onConflict('key')
    .merge({ last_stored_at: db.fn.now() });
  return key;
}

/** A stored image's size in pixels, or undefined when no such file is recorded. */
export async function storedImageSize(
  db: Database,
  key: string,
): Promise<{ width: number | null; height: number | null } | undefined> {
  return StoredFile.query(db).findById(key).select('width', 'height');
}

/**
 * Deletes stored files that have no row and are older than `graceMs` (younger ones may belong to
 * a transaction still in flight). Returns the keys it removed.
 */
export async function sweepOrphanFiles(
  db: Database,
  store: FileStore,
  graceMs: number,
  now = clock.now(),
): Promise<string[]> {
  const removed: string[] = [];
  const batch: string[] = [];
  const flush = async () => {
    const known = new Set(
      (await StoredFile.query(db).select('key').whereIn('key', batch)).map((f) => f.key),
    );
    for (const key of batch) {
      if (known.has(key)) continue;
      await store.remove(key);
      removed.push(key);
    }
    batch.length = 0;
  };
  for await (const { key, modifiedAt } of store.list()) {
    if (now.getTime() - modifiedAt.getTime() < graceMs) continue;
    batch.push(key);
    if (batch.length >= 500) await flush();
  }
  if (batch.length > 0) await flush();
  return removed;
}

/** A stored file's record by its key, or undefined (a key of the wrong shape included). */
export async function findStoredFile(db: Database, key: string): Promise<StoredFile | undefined> {
  return isFileKey(key) ? StoredFile.query(db).findById(key) : undefined;
}
