import { MAX_BATCH_PRODUCTS } from '@studio/api/contract/batches';
import { type Product } from '@studio/api/contract/products';
import { useQueryClient } from '@tanstack/react-query';
import {
  ArrowLeft,
  ExternalLink,
  Layers,
  ListChecks,
  Package,
  Plus,
  Sparkles,
  Trash2,
} from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';

import { ContentPage } from '@/components/layouts/content-page';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { FetchErrorAlert } from '@/components/ui/fetch-error-alert';
import { FormAlert } from '@/components/ui/form-alert';
import { GridSkeleton } from '@/components/ui/grid-skeleton';
import { PageSpinner } from '@/components/ui/page-spinner';
import { invalidateCredits } from '@/features/credits/api/invalidate-credits';
import {
  type PackshotBackground,
  packshotRequest,
  useEnhancePackshot,
} from '@/features/products/api/enhance-packshot';
import { useProduct } from '@/features/products/api/get-product';
import { useProducts } from '@/features/products/api/get-products';
import { DeleteProductDialog } from '@/features/products/components/delete-product-dialog';
import { PackshotChoice } from '@/features/products/components/packshot-choice';
import { ProductCard } from '@/features/products/components/product-card';
import { ProductSelectionBar } from '@/features/products/components/product-selection-bar';
import { ProductEditor } from '@/features/products/components/product-editor';
import { ProductGallery } from '@/features/products/components/product-gallery';
import { RelatedContent } from '@/features/products/components/related-content';
import { ApiError } from '@/lib/api-client';
import { BATCHES_PATH, newBatchPath } from '@/lib/batch-paths';
import { selectable, toggleProduct, withAll } from '@/features/batches/lib/product-selection';
import { useCreateProductDialog } from '@/app/layouts/create-product-dialog-context';

// Every row as tall as the tallest (auto-rows-fr), with names and descriptions clamped
// (product-card.tsx): the cards line up instead of each row being a height of its own.
const PRODUCT_GRID_CLASS =
  'grid grid-cols-1 auto-rows-fr gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/**
 * /products: the user's products as cards, with create and delete. "Select" turns the cards into
 * checkboxes, to run one snap on several products (a batch) from the bar under them.
 */
export function ProductsRoute() {
  const products = useProducts();
  const createProduct = useCreateProductDialog();
  const [deleting, setDeleting] = useState<Product | null>(null);
  // null: not choosing; otherwise the chosen ids in the order they were ticked.
  const [chosen, setChosen] = useState<string[] | null>(null);
  const hasProducts = products.data !== undefined && products.data.length > 0;

  const createButton = (
    <Button onClick={() => createProduct.open()}>
      <Plus className="size-4" aria-hidden="true" />
      Create Product
    </Button>
  );
  const selectButton = (
    <Button
      variant="secondary"
      aria-pressed={chosen !== null}
      onClick={() => setChosen(chosen === null ? [] : null)}
    >
      <ListChecks className="size-4" aria-hidden="true" />
      {chosen === null ? 'Select' : 'Done selecting'}
    </Button>
  );

  return (
    <ContentPage
      title="Products"
      description="Everything you sell, ready to generate content for."
      actions={
        hasProducts ? (
          <>
            <ButtonLink to={BATCHES_PATH} variant="ghost">
              <Layers className="size-4" aria-hidden="true" />
              Batches
            </ButtonLink>
            {selectButton}
            {createButton}
          </>
        ) : undefined
      }
      width="xl"
    >
      {products.isPending ? (
        <GridSkeleton gridClassName={PRODUCT_GRID_CLASS} count={4} />
      ) : products.isError ? (
        <FetchErrorAlert what="products" onRetry={() => void products.refetch()} />
      ) : products.data.length === 0 ? (
        <section
          aria-labelledby="no-products"
          className="flex flex-col items-center rounded-card border border-dashed border-line bg-surface px-6 py-14 text-center"
        >
          <Package className="size-10 text-brand-600" aria-hidden="true" />
          <h2 id="no-products" className="mt-4 text-xl font-bold text-ink">
            No products yet
          </h2>
          <p className="mt-2 max-w-md text-ink-muted">
            Create your first product from photos, a product page URL or content you generated.
          </p>
          <div className="mt-6">{createButton}</div>
        </section>
      ) : (
        <>
          <ul aria-label="Your products" className={PRODUCT_GRID_CLASS}>
            {products.data.map((product) => (
              <li key={product.id} className="flex flex-col">
                <ProductCard
                  product={product}
                  onDelete={setDeleting}
                  selection={
                    chosen === null
                      ? undefined
                      : {
                          checked: chosen.includes(product.id),
                          disabled:
                            !selectable(product) ||
                            (chosen.length >= MAX_BATCH_PRODUCTS && !chosen.includes(product.id)),
                          onToggle: () => setChosen(toggleProduct(chosen, product.id)),
                        }
                  }
                />
              </li>
            ))}
          </ul>
          {chosen === null ? null : (
            <ProductSelectionBar
              count={chosen.length}
              allChosen={
                chosen.length > 0 &&
                chosen.length ===
                  Math.min(MAX_BATCH_PRODUCTS, products.data.filter(selectable).length)
              }
              onSelectAll={() => setChosen(withAll(chosen, products.data.filter(selectable)))}
              onClear={() => setChosen([])}
              runPath={newBatchPath({ productIds: chosen })}
            />
          )}
        </>
      )}
      <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
    </ContentPage>
  );
}

/** /products/{id}: images, name and description to edit, packshots, related content, delete. */
export function ProductRoute() {
  const { id = '' } = useParams();
  const product = useProduct(id);

  if (product.isPending) return <PageSpinner />;
  if (product.isError && !product.data) {
    const missing = product.error instanceof ApiError && [400, 404].includes(product.error.status);
    return (
      <ContentPage title={missing ? 'Product not found' : 'Product'}>
        <FormAlert tone="error">
          {missing
            ? 'This product does not exist, or it is not yours.'
            : 'Failed to fetch the product. Please try again.'}
        </FormAlert>
        <ButtonLink to="/products" variant="secondary" className="mt-6">
          All products
        </ButtonLink>
      </ContentPage>
    );
  }
  // Keyed by id, so moving to another product starts from its own images and form.
  return <ProductDetails key={product.data.id} product={product.data} />;
}

function ProductDetails({ product }: { product: Product }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [selectedImage, setSelectedImage] = useState<string | null>(null);
  const [background, setBackground] = useState<PackshotBackground | null>(null);
  const [deleting, setDeleting] = useState(false);
  const packshot = useEnhancePackshot({ onSpent: () => void invalidateCredits(queryClient) });

  const shownImage =
    selectedImage && product.imageUrls.includes(selectedImage) ? selectedImage : product.imageUrl;

  return (
    <ContentPage
      title={product.name}
      description={
        <Link
          to="/products"
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          All products
        </Link>
      }
      actions={
        <>
          <ButtonLink to={`/create-content?productId=${product.id}`}>
            <Sparkles className="size-4" aria-hidden="true" />
            Run a snap
          </ButtonLink>
          <Button variant="secondary" onClick={() => setDeleting(true)}>
            <Trash2 className="size-4" aria-hidden="true" />
            Delete
          </Button>
        </>
      }
      width="xl"
    >
      {/* grid-cols-1 is minmax(0, 1fr): a phone-wide column, never as wide as its widest row. */}
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="space-y-6">
          <ProductGallery
            name={product.name}
            imageUrls={product.imageUrls}
            selected={shownImage}
            onSelect={setSelectedImage}
          />
          {product.sourceUrl ? (
            <a
              href={product.sourceUrl}
              target="_blank"
              rel="noreferrer noopener"
              className="inline-flex max-w-full items-center gap-1.5 text-sm font-medium break-all text-brand-700 hover:underline"
            >
              <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
              {product.sourceUrl}
            </a>
          ) : null}
        </div>
        <div className="space-y-6">
          <section
            aria-labelledby="product-details"
            className="rounded-card border border-line bg-surface p-5 shadow-card"
          >
            <h2 id="product-details" className="mb-4 text-lg font-semibold text-ink">
              Details
            </h2>
            <ProductEditor product={product} />
          </section>
          <section
            aria-labelledby="product-packshot"
            className="rounded-card border border-line bg-surface p-5 shadow-card"
          >
            <h2 id="product-packshot" className="text-lg font-semibold text-ink">
              Packshot
            </h2>
            <p className="mt-1 mb-4 text-sm text-ink-muted">
              Put the image shown on a clean white or black background. It uses tokens and the
              result joins this product’s content.
            </p>
            <PackshotChoice
              background={background}
              onBackgroundChange={setBackground}
              isEnhancing={packshot.isPending}
              unavailable={shownImage ? undefined : 'This product has no image to enhance.'}
              onEnhance={() => {
                if (!background) return;
                packshot.mutate(
                  packshotRequest({ id: product.id, imageUrl: shownImage }, background),
                );
              }}
            />
          </section>
        </div>
      </div>

      <section aria-labelledby="product-content" className="mt-10">
        <h2 id="product-content" className="mb-4 text-lg font-semibold text-ink">
          Content for this product
        </h2>
        <RelatedContent productId={product.id} />
      </section>

      <DeleteProductDialog
        product={deleting ? product : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate('/products', { replace: true })}
      />
    </ContentPage>
  );
}
