import { MAX_BATCH_PRODUCTS } from '@studio/api/contract/batches';
import { type Product } from '@studio/api/contract/products';
import { Check, Search } from 'lucide-react';
import { type ReactNode, useState } from 'react';

import { Button } from '@/components/ui/button';
import { FetchErrorAlert } from '@/components/ui/fetch-error-alert';
import { GridSkeleton } from '@/components/ui/grid-skeleton';
import { ProductImage } from '@/components/ui/product-image';
import { inputClass } from '@/components/ui/text-field';
import { selectable, toggleProduct, withAll } from '@/features/batches/lib/product-selection';

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4';
/** With more products than this, a name filter helps find them. */
const SEARCH_FROM = 8;

type ProductChecklistProps = {
  products: readonly Product[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** Chosen product ids, in the order they were chosen (the batch's order). */
  value: readonly string[];
  onChange: (ids: string[]) => void;
  disabled: boolean;
  /** What to offer when there are no products yet (a way to create one). */
  emptyAction: ReactNode;
};

/**
 * Step 1: the creator's products as pictures with checkboxes, up to a batch's worth. Products
 * without an image cannot run and are shown but not offered.
 */
export function ProductChecklist({
  products,
  loading,
  failed,
  onRetry,
  value,
  onChange,
  disabled,
  emptyAction,
}: ProductChecklistProps) {
  const [filter, setFilter] = useState('');

  if (loading) return <GridSkeleton gridClassName={GRID} count={4} withText={false} />;
  if (failed || !products) return <FetchErrorAlert what="your products" onRetry={onRetry} />;
  if (products.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-card border border-dashed border-line px-6 py-10 text-center">
        <p className="font-semibold text-ink">No products yet</p>
        <p className="mt-1 max-w-sm text-sm text-ink-muted">
          A batch runs a snap over your products. Create one from a photo or a product page first.
        </p>
        <div className="mt-5">{emptyAction}</div>
      </div>
    );
  }

  const words = filter.trim().toLowerCase();
  const shown = words ? products.filter((p) => p.name.toLowerCase().includes(words)) : products;
  const chosen = new Set(value);
  const full = value.length >= MAX_BATCH_PRODUCTS;
  const shownSelectable = shown.filter(selectable);
  const allShownChosen =
    shownSelectable.length > 0 && shownSelectable.every((product) => chosen.has(product.id));

  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="sr-only">Products</legend>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <p role="status" className="mr-auto text-sm text-ink-muted tabular-nums">
          <span className="font-semibold text-ink">{value.length}</span> chosen · at most{' '}
          {MAX_BATCH_PRODUCTS}
        </p>
        {products.length > SEARCH_FROM ? (
          <label className="relative w-full sm:w-56">
            <span className="sr-only">Find a product</span>
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
              aria-hidden="true"
            />
            <input
              type="search"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              placeholder="Find a product"
              className={`${inputClass} h-9 pl-9`}
            />
          </label>
        ) : null}
        <Button
          variant="secondary"
          size="sm"
          disabled={shownSelectable.length === 0}
          onClick={() =>
            onChange(
              allShownChosen
                ? value.filter((id) => !shown.some((product) => product.id === id))
                : withAll(value, shownSelectable),
            )
          }
        >
          {allShownChosen ? 'Clear' : words ? 'Select these' : 'Select all'}
        </Button>
      </div>
      {full ? (
        <p className="mb-3 text-sm text-ink-muted">
          That is the most one batch takes: start it, then run another for the rest.
        </p>
      ) : null}
      {shown.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line px-4 py-8 text-center text-sm text-ink-muted">
          No product is called that.
        </p>
      ) : (
        <ul aria-label="Your products" className={GRID}>
          {shown.map((product) => (
            <li key={product.id}>
              <ProductTile
                product={product}
                checked={chosen.has(product.id)}
                blocked={full && !chosen.has(product.id)}
                onToggle={() => onChange(toggleProduct(value, product.id))}
              />
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

type ProductTileProps = {
  product: Product;
  checked: boolean;
  /** The batch is full: it cannot be added. */
  blocked: boolean;
  onToggle: () => void;
};

function ProductTile({ product, checked, blocked, onToggle }: ProductTileProps) {
  const usable = selectable(product);
  const noImageId = `no-image-${product.id}`;
  return (
    <label
      className={`group relative flex h-full flex-col overflow-hidden rounded-xl border transition-colors has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 ${
        checked ? 'border-brand-500 ring-2 ring-brand-500' : 'border-line hover:border-brand-200'
      } ${usable && !blocked ? 'cursor-pointer' : 'cursor-not-allowed opacity-60'}`}
    >
      <input
        type="checkbox"
        className="sr-only"
        checked={checked}
        disabled={!usable || blocked}
        aria-label={product.name}
        aria-describedby={usable ? undefined : noImageId}
        onChange={onToggle}
      />
      <span className="block aspect-square bg-surface-muted">
        <ProductImage
          src={product.imageUrl}
          sizes="(min-width: 1280px) 11rem, (min-width: 640px) 30vw, 50vw"
        />
      </span>
      <span className="flex min-w-0 flex-col gap-0.5 p-2.5">
        <span className="truncate text-sm font-medium text-ink">{product.name}</span>
        {usable ? null : (
          <span id={noImageId} className="text-xs text-ink-muted">
            No image to run on
          </span>
        )}
      </span>
      <span
        aria-hidden="true"
        className={`absolute top-2 left-2 flex size-6 items-center justify-center rounded-md border-2 shadow-sm ${
          checked ? 'border-brand-600 bg-brand-600 text-white' : 'border-white bg-surface/80'
        }`}
      >
        {checked ? <Check className="size-4" /> : null}
      </span>
    </label>
  );
}
