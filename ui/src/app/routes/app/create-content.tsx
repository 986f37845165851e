import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

import { ContentPage } from '@/components/layouts/content-page';
import { contentKeys } from '@/lib/content';
import { contentQueryOptions } from '@/features/content/api/get-content';
import { CreateContent } from '@/features/create-content/components/create-content';
import {
  PENDING_UPLOAD_NAME,
  type PendingUploadStart,
  clearPendingUpload,
  readPendingUpload,
} from '@/features/create-content/lib/pending-upload';
import { invalidateCredits } from '@/features/credits/api/invalidate-credits';
import { productsQueryKey, useProducts } from '@/features/products/api/get-products';
import { announceContentGenerated } from '@/lib/content-generated';

/**
 * /create-content[?productId=][&from=home&style=]: run a snap on a product or an upload. The
 * screen composes three features: the user's products to choose from, the credits the run moves
 * and the content it makes (whose cache it refreshes, and whose images go with the feedback).
 * A photo waiting from the landing page (a used-up demo's, see features/create-content/lib/
 * pending-upload.ts) is chosen with its style, and run at once when the navigation says so.
 */
export function CreateContentRoute() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [pendingUpload] = useState(() => readPendingUpload());
  const startPendingUpload =
    (location.state as PendingUploadStart)?.startPendingUpload === true && pendingUpload !== null;
  // Tried once: a reload or a return to this entry must not run (and charge) it again.
  const onAutoStartTried = useCallback(
    () =>
      void navigate(
        { pathname: location.pathname, search: location.search },
        { replace: true, state: null },
      ),
    [navigate, location.pathname, location.search],
  );
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
        initialStyle={params.get('style') ?? pendingUpload?.style}
        initialUpload={
          pendingUpload ? { dataUrl: pendingUpload.image, name: PENDING_UPLOAD_NAME } : null
        }
        autoStart={startPendingUpload}
        onAutoStartTried={onAutoStartTried}
        onInitialUploadRunStarted={clearPendingUpload}
        onCreditsChanged={onCreditsChanged}
        onContentCreated={onContentCreated}
      />
    </ContentPage>
  );
}
