import { type Database } from '../database';
import { Content } from '../models/content';
import { Cutout } from '../models/cutout';
import { Execution } from '../models/execution';
import { FileUpload } from '../models/file-upload';
import { Product } from '../models/product';
import { Snap } from '../models/snap';
import { type User } from '../models/user';

/**
 * Whether `user` may read the stored file `key`: managers may read any; anyone else their own
 * (see ownedFileKeys) and the cover of an active snap, which the gallery shows everyone.
 */
export async function canReadFile(db: Database, user: User, key: string): Promise<boolean> {
  if (user.role === 'manager') return true;
  return canAccountReadFile(db, user.id, key);
}

/**
 * Whether the account may read `key` as its own, whatever its role: its files and the active
 * snaps' covers. An API key reads so (a program, not an operator, even a manager's).
 */
export async function canAccountReadFile(
  db: Database,
  userId: string,
  key: string,
): Promise<boolean> {
  if ((await ownedFileKeys(db, userId, [key])).has(key)) return true;
  return (
    (await Snap.query(db).where({ cover_file_key: key, is_active: true }).first()) !== undefined
  );
}

/**
 * Which of `keys` belong to the creator: files they uploaded (an execution's input or an image
 * for analysis), the images of their content and of their products (drafts included), and the
 * cut-outs of their runs kept for the touch-up. Files
 * are shared by content address, so a file may belong to several creators at once.
 */
export async function ownedFileKeys(
  db: Database,
  userId: string,
  keys: string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  // One round trip: the union of the ways a file is someone's.
  const rows = await Content.query(db)
    .joinRelated('images')
    .select('images.file_key as key')
    .modify('ownedBy', userId)
    .whereIn('images.file_key', keys)
    .union([
      Execution.query(db)
        .select('executions.input_file_key as key')
        .where('executions.user_id', userId)
        .whereIn('executions.input_file_key', keys),
      Product.query(db)
        .joinRelated('images')
        .select('images.file_key as key')
        .modify('ownedBy', userId)
        .whereIn('images.file_key', keys),
      FileUpload.query(db)
        .select('file_uploads.file_key as key')
        .where('file_uploads.user_id', userId)
        .whereIn('file_uploads.file_key', keys),
      // The cut-out and objects map a touch-up edits, of the creator's own runs.
      ...(['image_file_key', 'objects_file_key'] as const).map((column) =>
        Cutout.query(db)
          .join('executions', 'executions.id', 'cutouts.execution_id')
          .select(`cutouts.${column} as key`)
          .where('executions.user_id', userId)
          .whereIn(`cutouts.${column}`, keys),
      ),
    ])
    .castTo<Array<{ key: string }>>();
  return new Set(rows.map((row) => row.key));
}
