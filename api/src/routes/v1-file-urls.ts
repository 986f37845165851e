import { type ContentImage, type ContentItem } from '../contract/content';
import { type Product } from '../contract/products';

/** `/files/{key}` (a session's address) as the key routes serve it: `/v1/files/{key}`. */
const keyFileUrl = (url: string) => (url.startsWith('/files/') ? `/v1${url}` : url);
const keyImage = (image: ContentImage): ContentImage => ({ ...image, url: keyFileUrl(image.url) });

/**
 * A content item as the `/v1` API answers it: every file address one an API key can download
 * (`/v1/files/…`), since `/files/…` answers only to a browser's session.
 */
export function withKeyFileUrls(item: ContentItem): ContentItem {
  return {
    ...item,
    contentUrls: item.contentUrls.map(keyFileUrl),
    images: item.images.map(keyImage),
    formats: item.formats?.map((format) => ({ ...format, images: format.images.map(keyImage) })),
    sourceImageUrl: item.sourceImageUrl ? keyFileUrl(item.sourceImageUrl) : null,
  };
}

/** A product as the `/v1` API answers it: its images at addresses a key can download. */
export function productWithKeyFileUrls(product: Product): Product {
  return {
    ...product,
    imageUrl: product.imageUrl ? keyFileUrl(product.imageUrl) : null,
    imageUrls: product.imageUrls.map(keyFileUrl),
  };
}
