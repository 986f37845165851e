import { type Product, type UpdateProduct } from '@studio/api/contract/products';
import { productsApi } from '@studio/api/contract/routes/products';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/call-api';
import { toast } from '@/lib/toast';
import { contentKeys } from '@/lib/content';
import { productQueryKey } from './get-product';
import { productsQueryKey } from './get-products';

export async function updateProduct(id: string, fields: UpdateProduct): Promise<Product> {
  return callApi(productsApi.update, { params: { id }, body: fields });
}

/** Saves a product's name and description; the list, the product and content names refresh. */
export function useUpdateProduct(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: UpdateProduct) => updateProduct(id, fields),
    onSuccess: async (product) => {
      queryClient.setQueryData(productQueryKey(id), product);
      toast({ variant: 'success', title: 'Product saved' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: productsQueryKey }),
        // Content lists show the product's name.
        queryClient.invalidateQueries({ queryKey: contentKeys.all }),
      ]);
    },
    onError: (error) => console.error('Failed to save product', error),
    meta: { errorToast: { title: 'Save Failed', description: 'Failed to save product' } },
  });
}
