import { type APIRequestContext, expect } from '@playwright/test';

import { csrf } from './accounts';
import { dataUrl, productPhoto } from './images';

/**
 * Creates a product from the test photo as the creator `request` is signed in as (a page's
 * `request` shares its cookies); answers its id.
 */
export async function createProduct(
  request: APIRequestContext,
  name: string,
  description = `${name}, photographed for the shop.`,
): Promise<string> {
  const created = await request.post('/api/products/create-from-image', {
    data: { name, description, image: dataUrl(productPhoto()), filename: 'product.png' },
    headers: csrf,
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}
