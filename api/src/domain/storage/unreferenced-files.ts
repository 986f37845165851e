import { clock } from '../../platform/clock';
import { type Database } from '../database';
import { FileUpload } from '../models/file-upload';

export interface FileLifetimes {
  /** A file stored more recently than this is kept: a run or a request may be about to use it. */
  graceMs: number;
  /** How long an upload made for an analysis stays the creator's without a product using it. */
  uploadLifetimeMs: number;
}

/**
 * Forgets the records of files nothing refers to any more: deleted content, deleted products,
 * analysis uploads never saved as a product, and a run's intermediate images. Their bytes then
 * have no row and go with the next orphan sweep (stored-files.ts), so a record never outlives
 * its bytes' reason to exist and bytes are never removed while a row points at them.
 *
 * What refers to a file: content images, product images, an execution's input (kept for replays),
 * a cut-out kept for the touch-up (and a touch-up's mask), a kept test run's files (the editor's
 * last test runs and pinned outputs),
 * an upload within its lifetime, a snap's cover, and feedback (the manager sees what was rated even after the
 * content is deleted). The foreign keys also refuse a delete that races a new reference; such a
 * batch fails and the next run tries again.
 */
export async function forgetUnreferencedFiles(
  db: Database,
  lifetimes: FileLifetimes,
  now = clock.now(),
  batchSize = 1000,
): Promise<string[]> {
  await FileUpload.query(db)
    .delete()
    .where('created_at', '<', new Date(now.getTime() - lifetimes.uploadLifetimeMs));
  // A run's cut-out is kept for the touch-up while the run's content exists; a touch-up's own
  // (with the creator's mask) is its record, kept for its replays.
  await db.raw(
    `delete from cutouts c where c.mask_file_key is null
       and not exists (select 1 from content k where k.execution_id = c.execution_id)`,
  );
  // A sweep in plain SQL: the batch is chosen and locked (skip locked) in one statement.
  const result = await db.raw<{ rows: Array<{ key: string }> }>(
    `delete from files where key in (
       select f.key from files f
       where f.last_stored_at < ?
         and not exists (select 1 from content_images r where r.file_key = f.key)
         and not exists (select 1 from product_images r where r.file_key = f.key)
         and not exists (select 1 from executions r where r.input_file_key = f.key)
         and not exists (select 1 from file_uploads r where r.file_key = f.key)
         and not exists (select 1 from snaps r where r.cover_file_key = f.key)
         and not exists (select 1 from cutouts r where r.image_file_key = f.key)
         and not exists (select 1 from cutouts r where r.objects_file_key = f.key)
         and not exists (select 1 from cutouts r where r.mask_file_key = f.key)
         and not exists (select 1 from kept_run_files r where r.file_key = f.key)
         and not exists (select 1 from feedback r where '/files/' || f.key = any (r.content_urls))
       order by f.last_stored_at
       limit ?
       for update skip locked)
     returning key`,
    [new Date(now.getTime() - lifetimes.graceMs), batchSize],
  );
  return result.rows.map((row) => row.key);
}
