import { type Database } from '../database';
import { type User } from '../models/user';

/**
 * Whether `user` may read the stored file `key`: managers may read any; anyone else only files
 * they uploaded as an execution's input or that belong to their content.
 */
export async function canReadFile(db: Database, user: User, key: string): Promise<boolean> {
  if (user.role === 'manager') return true;
  const owned = await db
    .select(db.raw('1'))
    .from('content_images')
    .join('content', 'content.id', 'content_images.content_id')
    .where({ 'content_images.file_key': key, 'content.user_id': user.id })
    .union((q) =>
      q.select(db.raw('1')).from('executions').where({ input_file_key: key, user_id: user.id }),
    )
    .first();
  return owned !== undefined;
}
