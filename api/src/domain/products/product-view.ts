import { type Product as ProductView } from '../../contract/products';
import { fileUrl } from '../content/content-queries';
import { type Product } from '../models/product';

/** A product as the API answers it; `images` must be loaded, in order. */
export function toProductView(product: Product): ProductView {
  const imageUrls = (product.images ?? []).map((image) => fileUrl(image.file_key));
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    imageUrl: imageUrls[0] ?? null,
    imageUrls,
    sourceUrl: product.source_url,
    status: product.status,
    createdAt: product.created_at.toISOString(),
    updatedAt: product.updated_at.toISOString(),
  };
}
