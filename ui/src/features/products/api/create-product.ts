import { type Product, createProductResponseSchema } from '@studio/api/contract/products';
import { type QueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { contentQueryPrefix } from './get-content-pages';
import { productsQueryKey } from './get-products';

type Fields = { name: string; description: string };

export async function createFromImages(
  body: Fields & { images: string[]; filenames: string[] },
): Promise<Product> {
  return createProductResponseSchema.parse(
    await api.post('/api/products/create-from-images', body),
  );
}

/** Saves the draft that URL analysis kept, matched by `sourceUrl`. */
export async function createFromUrl(
  body: Fields & { imageUrls: string[]; sourceUrl: string },
): Promise<Product> {
  return createProductResponseSchema.parse(await api.post('/api/products/create-from-url', body));
}

export async function createFromContentImages(
  body: Fields & { imageUrls: string[] },
): Promise<Product> {
  return createProductResponseSchema.parse(
    await api.post('/api/products/create-from-content-images', body),
  );
}

/** PATCH /api/content/{id}: makes the content belong to the product. */
export async function linkContentToProduct(contentId: string, productId: string): Promise<void> {
  await api.patch(`/api/content/${encodeURIComponent(contentId)}`, { productId });
}

/** After a product was created (and maybe linked to content): lists refetch. */
export async function invalidateAfterCreate(queryClient: QueryClient, { linked = false } = {}) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: productsQueryKey }),
    linked ? queryClient.invalidateQueries({ queryKey: contentQueryPrefix }) : null,
  ]);
}
