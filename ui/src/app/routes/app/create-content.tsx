import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

import { ContentPage } from '@/components/layouts/content-page';
import { contentKeys } from '@/lib/content';
import { contentQueryOptions } from '@/features/content/api/get-content';
import { CreateContent } from '@/features/create-content/components/create-content';
import { invalidateCredits } from '@/features/credits/api/invalidate-credits';
import { productsQueryKey, useProducts } from '@/features/products/api/get-products';
import { announceContentGenerated } from '@/lib/content-generated';

/**
 * /create-content[?productId=][&from=home&style=]: run a snap on a product or an upload. The
 * screen composes three features: the user's products to choose from, the credits the run moves
 * and the content it makes (whose cache it refreshes, and whose images go with the feedback).
 */
export function CreateContentRoute() {
  const [params] = useSearchParams();
  const products = useProducts();
  const queryClient = useQueryClient();

  const onCreditsChanged = useCallback(() => void invalidateCredits(queryClient), [queryClient]);
  const onContentCreated = useCallback(
    (contentIds: string[]) => {
      void queryClient.invalidateQueries({ queryKey: contentKeys.all });
      // Content linked to a product shows on the product's screen too.
      void queryClient.invalidateQueries({ queryKey: productsQueryKey });
      const first = contentIds[0];
      if (!first) return;
      queryClient
        .fetchQuery(contentQueryOptions(first))
        .then((item) => item.contentUrls)
        .catch(() => [])
        .then((contentUrls) => announceContentGenerated({ contentId: first, contentUrls }));
    },
    [queryClient],
  );

  return (
    <ContentPage
      title="Create content"
      width="xl"
      description="Pick a product or upload a photo, choose a snap, and watch it work."
    >
      <CreateContent
        products={products.data}
        productsLoading={products.isPending}
        productsFailed={products.isError}
        initialProductId={params.get('productId')}
        initialStyle={params.get('style')}
        onCreditsChanged={onCreditsChanged}
        onContentCreated={onContentCreated}
      />
    </ContentPage>
  );
}
