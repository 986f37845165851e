import { type Product } from '@studio/api/contract/products';
import { Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ProductImage } from '@/components/ui/product-image';

/** Cards show the start of the description; the product's screen has all of it. */
export const DESCRIPTION_EXCERPT_LENGTH = 140;

export function excerpt(text: string, length = DESCRIPTION_EXCERPT_LENGTH): string {
  const trimmed = text.trim();
  if (trimmed.length <= length) return trimmed;
  const cut = trimmed.slice(0, length);
  const space = cut.lastIndexOf(' ');
  return `${(space > length * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The grid is choosing products (to run a snap on): each card is a checkbox, not a link. */
export type CardSelection = {
  checked: boolean;
  /** It cannot be chosen (no image, or the most there may be are chosen). */
  disabled: boolean;
  onToggle: () => void;
};

type ProductCardProps = {
  product: Product;
  onDelete: (product: Product) => void;
  selection?: CardSelection;
};

/** One product in the grid: its main image, name and the start of its description. */
export function ProductCard({ product, onDelete, selection }: ProductCardProps) {
  const nameId = `product-${product.id}-name`;
  const checkboxId = `product-${product.id}-select`;
  // The name stretches over the whole card (`after:inset-0`): a click anywhere opens the
  // product, or, while choosing, ticks its box.
  const cover = 'after:absolute after:inset-0 focus-visible:outline-none';
  return (
    <article
      aria-labelledby={nameId}
      className={`group relative flex flex-1 flex-col overflow-hidden rounded-card border bg-surface shadow-card transition-shadow hover:shadow-raised ${
        selection?.checked ? 'border-brand-500 ring-2 ring-brand-500' : 'border-line'
      } ${selection && !selection.disabled ? 'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600' : ''}`}
    >
      <div className="aspect-square bg-surface-muted">
        <ProductImage
          src={product.imageUrl}
          sizes="(min-width: 1280px) 18rem, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          iconClassName="size-8"
        />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h2 id={nameId} className="line-clamp-2 font-semibold break-words text-ink">
          {selection ? (
            <label
              htmlFor={checkboxId}
              className={`${cover} ${selection.disabled ? 'cursor-not-allowed' : 'cursor-pointer'}`}
            >
              {product.name}
            </label>
          ) : (
            <Link to={`/products/${product.id}`} className={cover}>
              {product.name}
            </Link>
          )}
        </h2>
        {product.description ? (
          // Its own line breaks kept: a bulleted description reads as a list, not one run-on line.
          <p className="line-clamp-3 text-sm whitespace-pre-line text-ink-muted">
            {excerpt(product.description)}
          </p>
        ) : null}
        {selection && !product.imageUrl ? (
          <p className="text-sm text-ink-muted">No image to run a snap on.</p>
        ) : null}
      </div>
      {selection ? (
        <input
          id={checkboxId}
          type="checkbox"
          checked={selection.checked}
          disabled={selection.disabled}
          onChange={selection.onToggle}
          className="absolute top-3 left-3 z-10 size-6 cursor-pointer accent-brand-600 disabled:cursor-not-allowed"
        />
      ) : (
        <button
          type="button"
          aria-label={`Delete ${product.name}`}
          onClick={() => onDelete(product)}
          className="absolute top-2 right-2 z-10 rounded-full bg-surface/90 p-2 text-ink-muted shadow-sm hover:bg-danger-50 hover:text-danger-700"
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </button>
      )}
    </article>
  );
}
