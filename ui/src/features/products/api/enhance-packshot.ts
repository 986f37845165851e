import {
  type EnhancePackshotRequest,
  type EnhancePackshotResponse,
  PACKSHOT_WORKFLOWS,
} from '@studio/api/contract/products';
import { productsApi } from '@studio/api/contract/routes/products';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/call-api';
import { toast } from '@/lib/toast';
import { contentKeys } from '@/lib/content';
import { productsQueryKey } from './get-products';

export type PackshotBackground = EnhancePackshotRequest['backgroundType'];

export async function enhancePackshot(
  body: EnhancePackshotRequest,
): Promise<EnhancePackshotResponse> {
  return callApi(productsApi.enhancePackshot, { body });
}

/** The White or Black Packshot request for a product's image. */
export function packshotRequest(
  product: { id: string; imageUrl: string | null },
  background: PackshotBackground,
): EnhancePackshotRequest {
  return {
    productId: product.id,
    workflowName: PACKSHOT_WORKFLOWS[background],
    backgroundType: background,
    ...(product.imageUrl ? { imageUrl: product.imageUrl } : {}),
  };
}

/** A packshot that ran but did not succeed is a failure too. */
export class PackshotFailedError extends Error {
  override readonly name = 'PackshotFailedError';
}

/**
 * Runs a packshot workflow for credits. On success the product's content (and whatever shows the
 * balance, through `onSpent`) refreshes. Toasts say how it went either way.
 */
export function useEnhancePackshot({ onSpent }: { onSpent?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: EnhancePackshotRequest) => {
      const answer = await enhancePackshot(body);
      if (!answer.success) throw new PackshotFailedError(answer.error ?? 'Packshot failed');
      return answer;
    },
    onSuccess: () => {
      toast({
        variant: 'success',
        title: 'Packshot Enhanced Successfully',
        description: 'Your new packshot is in the product’s content.',
      });
    },
    onError: (error) => console.error('Packshot enhancement failed', error),
    meta: {
      errorToast: {
        title: 'Enhancement Failed',
        description: 'Failed to create packshot. Please try again.',
        ignoreServerMessage: true,
      },
    },
    onSettled: async () => {
      onSpent?.();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: productsQueryKey }),
        queryClient.invalidateQueries({ queryKey: contentKeys.all }),
      ]);
    },
  });
}
