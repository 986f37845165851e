import { productsApi } from '@studio/api/contract/routes/products';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/call-api';
import { toast } from '@/lib/toast';
import { contentKeys } from '@/lib/content';
import { productQueryKey } from './get-product';
import { productsQueryKey } from './get-products';

export async function deleteProduct(id: string): Promise<void> {
  await callApi(productsApi.delete, { params: { id } });
}

/** Deletes a product; the list refetches and its content no longer names it. */
export function useDeleteProduct({ onDeleted }: { onDeleted?: (id: string) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: async (_answer, id) => {
      toast({ variant: 'success', title: 'Product deleted' });
      // Leave the product's screen first, so nothing refetches the product that is gone.
      onDeleted?.(id);
      queryClient.removeQueries({ queryKey: productQueryKey(id), exact: true });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: productsQueryKey, exact: true }),
        queryClient.invalidateQueries({ queryKey: contentKeys.all }),
      ]);
    },
    onError: (error) => console.error('Failed to delete product', error),
    meta: { errorToast: { title: 'Failed to delete product', description: 'Please try again.' } },
  });
}
