import { useQueryClient } from '@tanstack/react-query';
import { Layers, Plus } from 'lucide-react';
import { useCallback } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';

import { ContentPage } from '@/components/layouts/content-page';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { BATCHES_PATH, batchPath, newBatchPath, parseProductIds } from '@/lib/batch-paths';
import { contentKeys } from '@/lib/content';
import { useCreateProductDialog } from '@/app/layouts/create-product-dialog-context';
import { BatchList } from '@/features/batches/components/batch-list';
import { BatchScreen } from '@/features/batches/components/batch-screen';
import { BatchSetup } from '@/features/batches/components/batch-setup';
import { SnapPicker } from '@/features/create-content/components/snap-picker';
import { SocialFormatsField } from '@/features/create-content/components/social-formats-field';
import { useBalance } from '@/features/credits/api/get-balance';
import { invalidateCredits } from '@/features/credits/api/invalidate-credits';
import { productsQueryKey, useProducts } from '@/features/products/api/get-products';

/** /batches: the creator's newest batches, so one can be found again after leaving its page. */
export function BatchesRoute() {
  return (
    <ContentPage
      title="Batches"
      width="lg"
      description="Snaps you ran over several products at once, newest first."
      actions={
        <ButtonLink to={newBatchPath()} variant="secondary">
          <Layers className="size-4" aria-hidden="true" />
          New batch
        </ButtonLink>
      }
    >
      <BatchList />
    </ContentPage>
  );
}

/**
 * /batches/new[?productIds=a,b][&snapId=]: one snap over several products. The screen composes
 * four features: the creator's products and balance, create-content's snap gallery and formats
 * field, and the batch itself, which starts and then opens its own page.
 */
export function NewBatchRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const products = useProducts();
  const balance = useBalance();
  const createProduct = useCreateProductDialog();

  return (
    <ContentPage
      title="Run on several products"
      width="xl"
      description="One snap over up to 50 of your products: each is its own run, charged on its own."
      actions={
        <ButtonLink to={BATCHES_PATH} variant="ghost">
          Your batches
        </ButtonLink>
      }
    >
      <BatchSetup
        products={products.data}
        productsLoading={products.isPending}
        productsFailed={products.isError}
        onRetryProducts={() => void products.refetch()}
        balance={balance.data?.credits}
        initialProductIds={parseProductIds(params.get('productIds'))}
        initialSnapId={params.get('snapId')}
        renderSnapPicker={(props) => <SnapPicker {...props} />}
        renderFormats={(props) => <SocialFormatsField {...props} />}
        emptyProductsAction={
          <Button onClick={() => createProduct.open()}>
            <Plus className="size-4" aria-hidden="true" />
            Create Product
          </Button>
        }
        onStarted={(batchId) => {
          void invalidateCredits(queryClient);
          void navigate(batchPath(batchId));
        }}
      />
    </ContentPage>
  );
}

/** /batches/{id}: the batch live, each product's result as it arrives. */
export function BatchRoute() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const onCreditsChanged = useCallback(() => void invalidateCredits(queryClient), [queryClient]);
  const onContentCreated = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: contentKeys.all });
    // Content made for a product shows on the product's screen too.
    void queryClient.invalidateQueries({ queryKey: productsQueryKey });
  }, [queryClient]);
  return (
    <BatchScreen
      key={id}
      id={id}
      onCreditsChanged={onCreditsChanged}
      onContentCreated={onContentCreated}
    />
  );
}
