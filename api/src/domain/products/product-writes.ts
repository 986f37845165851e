import { type Knex } from 'knex';
import { type ProductStatus } from '../../contract/products';
import { type Database } from '../database';
import { Product } from '../models/product';
import { ProductImage } from '../models/product-image';
import { resolveOwnFileUrls } from '../storage/own-file-urls';
import { findOwnProduct } from './product-queries';

export interface NewProduct {
  name: string;
  description: string;
  /** Stored files, the main image first; repeats are dropped. */
  fileKeys: string[];
  sourceUrl?: string | null;
  status?: ProductStatus;
}

/** Inserts a product and its images in the caller's transaction; answers it with its images. */
export async function insertProduct(
  trx: Knex.Transaction,
  userId: string,
  product: NewProduct,
): Promise<Product> {
  const row = await Product.query(trx)
    .insert({
      user_id: userId,
      name: product.name,
      description: product.description,
      status: product.status ?? 'active',
      source_url: product.sourceUrl ?? null,
    })
    .returning('*');
  row.images = await replaceProductImages(trx, row.id, product.fileKeys);
  return row;
}

/** Sets a product's images to `fileKeys`, in that order. */
export async function replaceProductImages(
  trx: Knex.Transaction,
  productId: string,
  fileKeys: string[],
): Promise<ProductImage[]> {
  await ProductImage.query(trx).delete().where({ product_id: productId });
  const images = [...new Set(fileKeys)].map((file_key, position) => ({
    product_id: productId,
    position,
    file_key,
  }));
  if (images.length === 0) return [];
  return ProductImage.query(trx).insert(images).returning('*');
}

/** POST /api/products: a saved product from the creator's own stored images. */
export async function createProduct(
  db: Database,
  userId: string,
  fields: { name: string; description: string; imageUrls: string[]; sourceUrl?: string | null },
): Promise<Product> {
  return db.transaction(async (trx) => {
    const fileKeys = await resolveOwnFileUrls(trx, userId, fields.imageUrls);
    return insertProduct(trx, userId, { ...fields, fileKeys });
  });
}

/** PUT /api/products/{id}: changes the given fields; `imageUrls` replaces every image. */
export async function updateProduct(
  db: Database,
  userId: string,
  productId: string,
  changes: { name?: string; description?: string; imageUrls?: string[] },
): Promise<Product> {
  return db.transaction(async (trx) => {
    const product = await findOwnProduct(trx, userId, productId, { forUpdate: true });
    const fileKeys =
      changes.imageUrls && (await resolveOwnFileUrls(trx, userId, changes.imageUrls));
    const updated = await Product.query(trx).patchAndFetchById(product.id, {
      ...(changes.name !== undefined && { name: changes.name }),
      ...(changes.description !== undefined && { description: changes.description }),
      updated_at: trx.fn.now(),
    });
    updated.images = fileKeys
      ? await replaceProductImages(trx, product.id, fileKeys)
      : product.images;
    return updated;
  });
}

/**
 * DELETE /api/products/{id}: the product and its image list go; its content stays, unlinked (the
 * foreign key sets it null). Files are left to the orphan sweep: other records may share them.
 */
export async function deleteProduct(
  db: Database,
  userId: string,
  productId: string,
): Promise<void> {
  await db.transaction(async (trx) => {
    const product = await findOwnProduct(trx, userId, productId, { forUpdate: true });
    await Product.query(trx).deleteById(product.id);
  });
}
