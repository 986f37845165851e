import { type Product } from '@studio/api/contract/products';
import { ImageOff, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { StoredImage } from '@/components/ui/stored-image';

/** Cards show the start of the description; the product's screen has all of it. */
export const DESCRIPTION_EXCERPT_LENGTH = 140;

export function excerpt(text: string, length = DESCRIPTION_EXCERPT_LENGTH): string {
  const trimmed = text.trim();
  if (trimmed.length <= length) return trimmed;
  const cut = trimmed.slice(0, length);
  const space = cut.lastIndexOf(' ');
  return `${(space > length * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

type ProductCardProps = {
  product: Product;
  onDelete: (product: Product) => void;
};

/** One product in the grid: its main image, name and the start of its description. */
export function ProductCard({ product, onDelete }: ProductCardProps) {
  return (
    <article
      aria-labelledby={`product-${product.id}-name`}
      className="group relative flex flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card transition-shadow hover:shadow-raised"
    >
      <div className="aspect-square bg-surface-muted">
        {product.imageUrl ? (
          <StoredImage
            src={product.imageUrl}
            sizes="(min-width: 1280px) 18rem, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            loading="lazy"
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full items-center justify-center">
            <ImageOff className="size-8 text-ink-muted" aria-hidden="true" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h2 id={`product-${product.id}-name`} className="font-semibold text-ink">
          <Link
            to={`/products/${product.id}`}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {product.name}
          </Link>
        </h2>
        {product.description ? (
          <p className="text-sm text-ink-muted">{excerpt(product.description)}</p>
        ) : null}
      </div>
      <button
        type="button"
        aria-label={`Delete ${product.name}`}
        onClick={() => onDelete(product)}
        className="absolute top-2 right-2 z-10 rounded-full bg-surface/90 p-2 text-ink-muted shadow-sm hover:bg-danger-50 hover:text-danger-700"
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </button>
    </article>
  );
}
