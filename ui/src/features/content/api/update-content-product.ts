import { contentApi } from '@studio/api/contract/routes/content';
import { type ContentItem } from '@studio/api/contract/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { serverMessage } from '@/lib/api-client';
import { callApi } from '@/lib/call-api';
import { toast } from '@/lib/toast';
import { contentKeys } from '@/lib/content';

export type ContentProductChange = {
  id: string;
  /** The product to link, or null to unlink. */
  productId: string | null;
};

/** Links a content item to one of the user's products, or unlinks it (`productId: null`). */
export async function updateContentProduct({
  id,
  productId,
}: ContentProductChange): Promise<ContentItem> {
  return callApi(contentApi.update, { params: { id }, body: { productId } });
}

export function useUpdateContentProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContentProduct,
    onSuccess: async (updated, { id, productId }) => {
      queryClient.setQueryData(contentKeys.detail(id), updated);
      toast(
        productId
          ? {
              variant: 'success',
              title: 'Product linked',
              description: updated?.productName
                ? `This content now belongs to ${updated.productName}.`
                : 'This content now belongs to the product.',
            }
          : { variant: 'success', title: 'Product unlinked' },
      );
      await queryClient.invalidateQueries({ queryKey: contentKeys.all });
    },
    onError: (error, { productId }) => {
      toast({
        variant: 'destructive',
        title: productId ? 'Failed to link product' : 'Failed to unlink product',
        description: serverMessage(error) ?? 'Please try again.',
      });
    },
  });
}
