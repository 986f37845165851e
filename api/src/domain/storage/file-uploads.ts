import { type Database } from '../database';
import { FileUpload } from '../models/file-upload';
import { type FileStore } from './file-store';
import { saveImage, type ImageToStore } from './stored-files';

/**
 * Stores images a creator uploaded (already decoded and checked) and records them as theirs, so
 * they may see them and make a product of them. Each file is written before its rows; the rows
 * of all the images commit together or not at all.
 */
export async function saveUploads(
  db: Database,
  store: FileStore,
  userId: string,
  images: ImageToStore[],
): Promise<string[]> {
  return db.transaction(async (trx) => {
    const keys: string[] = [];
    for (const image of images) keys.push(await saveImage(trx, store, image));
    await FileUpload.query(trx)
      .insert(keys.map((file_key) => ({ user_id: userId, file_key })))
      .onConflict(['user_id', 'file_key'])
      // Uploading the same image again renews its lifetime (see unreferenced-files.ts).
      .merge({ created_at: trx.fn.now() });
    return keys;
  });
}
