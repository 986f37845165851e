import { type ContentItem, contentItemSchema } from '@studio/api/contract/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, serverMessage } from '@/lib/api-client';
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
}: ContentProductChange): Promise<ContentItem | null> {
  const answer = await api.patch(`/api/content/${encodeURIComponent(id)}`, { productId });
  // The contract does not fix the answer's shape; use it only when it is the updated item.
  const parsed = contentItemSchema.safeParse(answer);
  return parsed.success ? parsed.data : null;
}

export function useUpdateContentProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContentProduct,
    onSuccess: async (updated, { id, productId }) => {
      if (updated) queryClient.setQueryData(contentKeys.detail(id), updated);
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
