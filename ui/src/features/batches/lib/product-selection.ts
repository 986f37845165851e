import { MAX_BATCH_PRODUCTS } from '@studio/api/contract/batches';
import { type Product } from '@studio/api/contract/products';

// The chosen products are a list, not a set: the batch runs them, and shows them, in the order
// they were chosen.

/** A product a batch can run on: it has an image. */
export function selectable(product: Pick<Product, 'imageUrl'>): boolean {
  return product.imageUrl !== null;
}

/** The list with this product added at the end (while there is room) or taken out. */
export function toggleProduct(chosen: readonly string[], id: string): string[] {
  if (chosen.includes(id)) return chosen.filter((chosenId) => chosenId !== id);
  if (chosen.length >= MAX_BATCH_PRODUCTS) return [...chosen];
  return [...chosen, id];
}

/** The list with these products added after it, in their order, up to a batch's worth. */
export function withAll(chosen: readonly string[], products: readonly Pick<Product, 'id'>[]) {
  const added = products.map((product) => product.id).filter((id) => !chosen.includes(id));
  return [...chosen, ...added].slice(0, Math.max(chosen.length, MAX_BATCH_PRODUCTS));
}

/**
 * The ids a link asked for that can run: products the creator has, with an image, in the link's
 * order. Anything else (deleted since, another account's, no image) is left out quietly.
 */
export function runnableIds(ids: readonly string[], products: readonly Product[]): string[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  return ids.filter((id) => {
    const product = byId.get(id);
    return product !== undefined && selectable(product);
  });
}
