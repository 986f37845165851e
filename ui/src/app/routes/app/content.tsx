import { type ContentItem } from '@studio/api/contract/content';
import { Film, Palette } from 'lucide-react';
import { type ReactNode, useCallback } from 'react';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';

import { ContentPage } from '@/components/layouts/content-page';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { FormAlert } from '@/components/ui/form-alert';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useContent } from '@/features/content/api/get-content';
import { ContentDetails } from '@/features/content/components/content-details';
import { ContentLibrary } from '@/features/content/components/content-library';
import {
  type LibraryFilter,
  LibraryFilters,
  NO_FILTER,
} from '@/features/content/components/library-filters';
import { ContentNotFound } from '@/features/content/components/content-not-found';
import { ContentProduct } from '@/features/content/components/content-product';
import { ContentViewer } from '@/features/content/components/content-viewer';
import { RunSiblings } from '@/features/content/components/run-siblings';
import { VideoPlayer } from '@/features/content/components/video-player';
import { EditCutoutButton } from '@/features/cutout-touchup/components/edit-cutout-button';
import {
  contentPath,
  contentTypeLabels,
  isUuid,
  videoPath,
} from '@/features/content/lib/content-paths';
import { isMissingContent } from '@/features/content/lib/is-missing';
import { useProducts } from '@/features/products/api/get-products';
import { useCreateProductDialog } from '@/app/layouts/create-product-dialog-context';

/** The library's search and filters as the address holds them. */
function filterFromParams(params: URLSearchParams): LibraryFilter {
  const uuid = (key: string) => {
    const value = params.get(key) ?? '';
    return isUuid(value) ? value : '';
  };
  const type = params.get('type') ?? '';
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '';
  };
  return {
    from: day('from'),
    to: day('to'),
    q: params.get('q') ?? '',
    productId: uuid('productId'),
    snapId: uuid('snapId'),
    type: type in contentTypeLabels ? (type as LibraryFilter['type']) : '',
  };
}

/**
 * /content[?q=&productId=&snapId=&type=]: the content library, newest first, with infinite
 * scroll, searched and filtered from the address. After sign-in with a pending demo the user
 * lands on /content?demo=1; the demo modal, mounted by the layout, runs it, so the library itself
 * needs nothing from that parameter.
 */
export function ContentRoute() {
  const [params, setParams] = useSearchParams();
  const filter = filterFromParams(params);
  const productId = filter.productId || undefined;
  const products = useProducts();
  const setFilter = useCallback(
    (next: LibraryFilter) =>
      setParams(
        (current) => {
          const kept = new URLSearchParams(current);
          for (const [key, value] of Object.entries(next)) {
            if (value) kept.set(key, value);
            else kept.delete(key);
          }
          return kept;
        },
        { replace: true },
      ),
    [setParams],
  );

  return (
    <ContentPage
      title="Content"
      width="xl"
      description="Everything you generated, newest first."
      actions={
        <>
          {productId ? (
            <ButtonLink to="/content" variant="secondary" size="sm">
              Show all content
            </ButtonLink>
          ) : null}
          <ButtonLink to="/create-content" size="sm">
            Create content
          </ButtonLink>
        </>
      }
    >
      <LibraryFilters value={filter} onChange={setFilter} products={products.data} />
      <ContentLibrary
        filter={{
          ...(filter.productId ? { productId: filter.productId } : {}),
          ...(filter.snapId ? { snapId: filter.snapId } : {}),
          ...(filter.type ? { type: filter.type } : {}),
          ...(filter.from ? { from: filter.from } : {}),
          ...(filter.to ? { to: filter.to } : {}),
          ...(filter.q.trim() ? { q: filter.q.trim() } : {}),
        }}
        onClearFilters={() => setFilter(NO_FILTER)}
      />
    </ContentPage>
  );
}

/** /content/{id} and /content/static_image|story|carousel/{id} share this screen. */
export function ContentDetailRoute() {
  const { id } = useParams();
  if (!isUuid(id)) return <ContentNotFound />;
  return (
    <ContentScreen id={id}>
      {(item, product, onDeleted) =>
        item.type === 'video' ? (
          <Navigate to={videoPath(item.id)} replace />
        ) : (
          <ContentDetails
            item={item}
            viewer={<ContentViewer item={item} />}
            product={product}
            siblings={<RunSiblings item={item} />}
            touchUp={<EditCutoutButton item={item} />}
            onDeleted={onDeleted}
          />
        )
      }
    </ContentScreen>
  );
}

/** /content/video/{id}: a video with its player; other content is sent on to its own page. */
export function VideoDetailRoute() {
  const { id } = useParams();
  if (!isUuid(id)) return <ContentNotFound />;
  return (
    <ContentScreen id={id} notVideo>
      {(item, product, onDeleted) =>
        item.type === 'video' ? (
          <ContentDetails
            item={item}
            viewer={<VideoPlayer item={item} />}
            product={product}
            onDeleted={onDeleted}
          />
        ) : (
          <NotAVideo item={item} />
        )
      }
    </ContentScreen>
  );
}

type ContentScreenProps = {
  id: string;
  /** On the video screen, non-video content gets its own heading rather than its name. */
  notVideo?: boolean;
  children: (item: ContentItem, product: ReactNode, onDeleted: () => void) => ReactNode;
};

/**
 * Loads one item and frames it: loading, not found, failed, or the page with the item's name.
 * It composes the content feature with the products one (the choice of products to link, the
 * create-product dialog), which only app/ may do.
 */
function ContentScreen({ id, notVideo = false, children }: ContentScreenProps) {
  const content = useContent(id);
  const navigate = useNavigate();
  // Opened by a run that just made it (create-content): the focus starts on its heading.
  const madeNow = (useLocation().state as { madeNow?: boolean } | null)?.madeNow === true;
  const products = useProducts();
  const createProduct = useCreateProductDialog();

  if (content.isPending) return <PageSpinner />;
  if (content.isError) {
    if (isMissingContent(content.error)) return <ContentNotFound />;
    return (
      <ContentPage title="Content">
        <div className="space-y-4">
          <FormAlert tone="error">This content could not be loaded.</FormAlert>
          <Button variant="secondary" onClick={() => void content.refetch()}>
            Try again
          </Button>
        </div>
      </ContentPage>
    );
  }

  const item = content.data;
  const product = (
    <ContentProduct
      item={item}
      products={products.data}
      productsFailed={products.isError}
      onCreateProduct={(chosen) => createProduct.open({ content: chosen })}
    />
  );
  return (
    <ContentPage
      title={notVideo && item.type !== 'video' ? 'Not a video' : item.name}
      width="xl"
      focusTitle={madeNow}
      actions={
        <>
          <ButtonLink to="/content" variant="secondary" size="sm">
            All content
          </ButtonLink>
          {item.productId ? (
            // Another snap on the same product: create-content opens with it chosen.
            <ButtonLink
              to={`/create-content?productId=${encodeURIComponent(item.productId)}`}
              size="sm"
            >
              <Palette className="size-4" aria-hidden="true" />
              Try another style
            </ButtonLink>
          ) : null}
        </>
      }
    >
      {children(item, product, () => navigate('/content'))}
    </ContentPage>
  );
}

function NotAVideo({ item }: { item: ContentItem }) {
  return (
    <section
      aria-label="Not a video"
      className="mx-auto flex max-w-lg flex-col items-center rounded-card border border-line bg-surface p-6 text-center shadow-card sm:p-8"
    >
      <Film className="size-10 text-ink-muted" aria-hidden="true" />
      <p className="mt-4 text-ink">
        This content is not a video: <span className="font-semibold">{item.name}</span> is{' '}
        {item.type === 'static_image'
          ? 'an image'
          : `a ${contentTypeLabels[item.type].toLowerCase()}`}
        .
      </p>
      <ButtonLink to={contentPath(item)} className="mt-6">
        Open its page
      </ButtonLink>
    </section>
  );
}
