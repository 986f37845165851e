import { MAX_IMAGES_PER_ANALYSIS, type Product } from '@studio/api/contract/products';
import { contentApi } from '@studio/api/contract/routes/content';
import { productsApi } from '@studio/api/contract/routes/products';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/call-api';
import { contentKeys } from '@/lib/content';
import { type ProductDraft } from '@/features/products/lib/product-draft';
import { productsQueryKey } from './get-products';

/** The reviewed name and description every create-from-* call takes. */
export type ProductFields = { name: string; description: string };

export async function createFromImages(
  body: ProductFields & { images: string[]; filenames: string[] },
): Promise<Product> {
  return callApi(productsApi.createFromImages, { body });
}

/** Saves the draft that URL analysis kept, matched by `sourceUrl`. */
export async function createFromUrl(
  body: ProductFields & { imageUrls: string[]; sourceUrl: string },
): Promise<Product> {
  return callApi(productsApi.createFromUrl, { body });
}

export async function createFromContentImages(
  body: ProductFields & { imageUrls: string[] },
): Promise<Product> {
  return callApi(productsApi.createFromContentImages, { body });
}

/** Makes the content belong to the product. */
export async function linkContentToProduct(contentId: string, productId: string): Promise<void> {
  await callApi(contentApi.update, { params: { id: contentId }, body: { productId } });
}

/** After a product was created (and maybe linked to content): lists refetch. */
export async function invalidateAfterCreate(queryClient: QueryClient, { linked = false } = {}) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: productsQueryKey }),
    linked ? queryClient.invalidateQueries({ queryKey: contentKeys.all }) : null,
  ]);
}

/** What creating from a draft came to; `linked` is null when there was no content to link. */
export type CreatedProduct = { product: Product; linked: boolean | null };

/**
 * Creates the product from the source its draft was analysed from. From content, the content is
 * then linked to it; a failed link leaves the product (it exists) and says so in `linked`.
 */
export async function createFromDraft(
  draft: ProductDraft,
  { name, description }: ProductFields,
): Promise<CreatedProduct> {
  switch (draft.source) {
    case 'images': {
      const { images, filenames } = draft;
      return {
        product: await createFromImages({ name, description, images, filenames }),
        linked: null,
      };
    }
    case 'url':
      return {
        product: await createFromUrl({
          name,
          description,
          imageUrls: draft.analysis.imageUrls.slice(0, MAX_IMAGES_PER_ANALYSIS),
          sourceUrl: draft.analysis.sourceUrl ?? draft.url,
        }),
        linked: null,
      };
    case 'content': {
      const { imageUrls, contentId } = draft;
      const product = await createFromContentImages({ name, description, imageUrls });
      try {
        await linkContentToProduct(contentId, product.id);
        return { product, linked: true };
      } catch (error) {
        console.error('Failed to link the content to the product', error);
        return { product, linked: false };
      }
    }
  }
}

/** Step 2 of the create-product dialog: creates the product; lists refetch, failures say so. */
export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ draft, values }: { draft: ProductDraft; values: ProductFields }) =>
      createFromDraft(draft, values),
    onSuccess: ({ linked }) => {
      // Not awaited: the dialog moves on while the lists refetch.
      void invalidateAfterCreate(queryClient, { linked: linked === true });
    },
    onError: (error) => console.error('Failed to save product', error),
    meta: {
      errorToast: {
        title: 'Save failed',
        description: 'Could not save the product. Please try again.',
      },
    },
  });
}
