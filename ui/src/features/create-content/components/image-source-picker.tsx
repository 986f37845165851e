import { type Product } from '@studio/api/contract/products';
import { Check, ImageOff } from 'lucide-react';

import { ImageDropZone } from '@/components/ui/image-drop-zone';
import { StoredImage } from '@/components/ui/stored-image';

export type ImageSource =
  { kind: 'product'; product: Product } | { kind: 'upload'; dataUrl: string; name: string };

type ImageSourcePickerProps = {
  products: readonly Product[] | undefined;
  productsLoading: boolean;
  productsFailed: boolean;
  value: ImageSource | null;
  onProduct: (product: Product) => void;
  onFiles: (files: File[]) => void;
  reading: boolean;
  disabled: boolean;
};

/**
 * The products' shelf is one row of the same height whether it is loading, empty, failed or
 * full (it scrolls sideways), so nothing below it moves when the products arrive.
 */
const SHELF = 'mt-3 flex h-64 gap-3 p-1';
const CARD = 'w-40 shrink-0 overflow-hidden rounded-xl border';
const NOTE =
  'items-center justify-center rounded-xl border border-dashed border-line px-4 text-center text-sm';

/** Step 1: one of the user's products (its main image), or a new upload. */
export function ImageSourcePicker({
  products,
  productsLoading,
  productsFailed,
  value,
  onProduct,
  onFiles,
  reading,
  disabled,
}: ImageSourcePickerProps) {
  const chosenProductId = value?.kind === 'product' ? value.product.id : null;
  return (
    <div className="grid gap-6">
      <fieldset disabled={disabled} className="min-w-0">
        <legend className="font-semibold text-ink">From your products</legend>
        {productsLoading ? (
          <div className={`${SHELF} overflow-hidden`}>
            <span role="status" className="sr-only">
              Loading your products…
            </span>
            {[0, 1, 2, 3].map((i) => (
              <span
                key={i}
                aria-hidden="true"
                className={`${CARD} animate-pulse border-line bg-surface-muted`}
              />
            ))}
          </div>
        ) : productsFailed ? (
          <p role="alert" className={`${SHELF} ${NOTE} text-danger-700`}>
            Failed to fetch products
          </p>
        ) : !products || products.length === 0 ? (
          <p className={`${SHELF} ${NOTE} text-ink-muted`}>
            You have no products yet. Upload an image below instead.
          </p>
        ) : (
          <div className={`${SHELF} overflow-x-auto`}>
            {products.map((product) => {
              const chosen = product.id === chosenProductId;
              const usable = product.imageUrl !== null;
              return (
                <label
                  key={product.id}
                  className={`${CARD} relative flex cursor-pointer flex-col bg-surface transition-colors has-focus-visible:outline-2 has-focus-visible:outline-brand-600 ${
                    chosen
                      ? 'border-brand-500 ring-2 ring-brand-500'
                      : 'border-line hover:border-brand-200'
                  } ${usable ? '' : 'cursor-not-allowed opacity-60'}`}
                >
                  <input
                    type="radio"
                    name="image-source"
                    value={product.id}
                    checked={chosen}
                    disabled={!usable}
                    onChange={() => onProduct(product)}
                    aria-label={product.name}
                    className="sr-only"
                    aria-describedby={usable ? undefined : `product-${product.id}-no-image`}
                  />
                  <span className="aspect-square bg-surface-muted">
                    {product.imageUrl ? (
                      <StoredImage
                        src={product.imageUrl}
                        sizes="160px"
                        alt=""
                        loading="lazy"
                        className="size-full object-cover"
                      />
                    ) : (
                      <span className="flex size-full items-center justify-center">
                        <ImageOff className="size-6 text-ink-muted" aria-hidden="true" />
                      </span>
                    )}
                  </span>
                  {/* Up to three lines (cut to one, names told products apart only by their
                      start); the whole name is the radio's and the tooltip's. */}
                  <span
                    title={product.name}
                    className="m-2 line-clamp-3 text-sm font-medium break-words text-ink"
                  >
                    {product.name}
                  </span>
                  {usable ? null : (
                    <span
                      id={`product-${product.id}-no-image`}
                      className="px-2 pb-2 text-xs text-ink-muted"
                    >
                      No image
                    </span>
                  )}
                  {chosen ? (
                    <span className="absolute top-2 right-2 inline-flex size-6 items-center justify-center rounded-full bg-brand-600 text-white">
                      <Check className="size-4" aria-hidden="true" />
                    </span>
                  ) : null}
                </label>
              );
            })}
          </div>
        )}
      </fieldset>
      <div>
        <p className="font-semibold text-ink">Or upload an image</p>
        <ImageDropZone
          label="Upload an image"
          className="mt-3"
          onFiles={onFiles}
          preview={value?.kind === 'upload' ? value.dataUrl : null}
          fileName={value?.kind === 'upload' ? value.name : null}
          busy={reading}
          disabled={disabled}
        />
      </div>
    </div>
  );
}
