import { type Database } from '../database';
import { type Product } from '../models/product';
import { type FileStore } from '../storage/file-store';
import { saveImage, type ImageToStore } from '../storage/stored-files';
import { insertProduct } from './product-writes';

/**
 * create-from-image(s): a saved product with freshly uploaded images (already decoded and
 * checked). Every file is written before its row, and the rows (files, product, images) commit
 * together, so a failure leaves no product without its images and no image record half-made.
 */
export async function createProductFromUploads(
  db: Database,
  store: FileStore,
  userId: string,
  fields: { name: string; description: string; images: ImageToStore[] },
): Promise<Product> {
  return db.transaction(async (trx) => {
    const fileKeys: string[] = [];
    for (const image of fields.images) fileKeys.push(await saveImage(trx, store, image));
    return insertProduct(trx, userId, {
      name: fields.name,
      description: fields.description,
      fileKeys,
    });
  });
}
