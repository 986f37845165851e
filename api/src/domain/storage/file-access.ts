import { type Knex } from 'knex';
import { type Database } from '../database';
import { type User } from '../models/user';

/**
 * Whether `user` may read the stored file `key`: managers may read any; anyone else only their
 * own (see ownedFileKeys).
 */
export async function canReadFile(db: Database, user: User, key: string): Promise<boolean> {
  if (user.role === 'manager') return true;
  return (await ownedFileKeys(db, user.id, [key])).has(key);
}

/**
 * Which of `keys` belong to the creator: files they uploaded (an execution's input or an image
 * for analysis), and the images of their content and of their products (drafts included). Files
 * are shared by content address, so a file may belong to several creators at once.
 */
export async function ownedFileKeys(
  db: Database | Knex.Transaction,
  userId: string,
  keys: string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select('content_images.file_key as key')
    .from('content_images')
    .join('content', 'content.id', 'content_images.content_id')
    .where('content.user_id', userId)
    .whereIn('content_images.file_key', keys)
    .union((q) =>
      q
        .select('input_file_key as key')
        .from('executions')
        .where('user_id', userId)
        .whereIn('input_file_key', keys),
    )
    .union((q) =>
      q
        .select('product_images.file_key as key')
        .from('product_images')
        .join('products', 'products.id', 'product_images.product_id')
        .where('products.user_id', userId)
        .whereIn('product_images.file_key', keys),
    )
    .union((q) =>
      q
        .select('file_key as key')
        .from('file_uploads')
        .where('user_id', userId)
        .whereIn('file_key', keys),
    );
  return new Set(rows.map((row: { key: string }) => row.key));
}
