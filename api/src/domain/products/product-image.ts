import { fileUrl } from '../content/content-queries';
import { DomainError } from '../errors';
import { type Product } from '../models/product';

/**
 * The product image a snap runs on: the one asked for, if it is the product's own, else the main
 * image. A product without images cannot be the input of a snap.
 */
export function productImageKey(product: Product, imageUrl?: string): string {
  const keys = (product.images ?? []).map((image) => image.file_key);
  if (keys.length === 0) {
    throw new DomainError('product_has_no_image');
  }
  if (imageUrl === undefined) return keys[0]!;
  const key = keys.find((k) => imageUrl === fileUrl(k));
  if (!key) {
    throw new DomainError('invalid_image_url', "Choose one of the product's own images.");
  }
  return key;
}
