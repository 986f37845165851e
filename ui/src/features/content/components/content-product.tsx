import { type ContentItem } from '@studio/api/contract/content';
import { type Product } from '@studio/api/contract/products';
import { Link2Off, Package, PackagePlus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/text-field';
import { useUpdateContentProduct } from '@/features/content/api/update-content-product';

type ContentProductProps = {
  item: ContentItem;
  /** The user's products to choose from; undefined while they load. */
  products: readonly Pick<Product, 'id' | 'name'>[] | undefined;
  /** The products could not be loaded: linking waits, unlinking still works. */
  productsFailed?: boolean;
  /** Opens the create-product dialog on this item (the app supplies it). */
  onCreateProduct?: (item: ContentItem) => void;
};

/**
 * The product a content item belongs to: a link to it, with Change and Unlink; or, when it has
 * none (or is being changed), a choice of the user's products. Creating a product from the item
 * is offered either way.
 */
export function ContentProduct({
  item,
  products,
  productsFailed = false,
  onCreateProduct,
}: ContentProductProps) {
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const update = useUpdateContentProduct();
  const linked = item.productId !== null;

  return (
    <section aria-labelledby={titleId} className="space-y-3">
      <h2 id={titleId} className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
        Product
      </h2>
      {linked && !editing ? (
        <div className="space-y-3">
          <p className="flex items-center gap-2 text-ink">
            <Package className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
            <span>
              Linked to{' '}
              <Link
                to={`/products/${item.productId}`}
                className="font-semibold text-brand-700 hover:underline"
              >
                {item.productName ?? 'your product'}
              </Link>
            </span>
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
              Change product
            </Button>
            <Button
              variant="ghost"
              size="sm"
              isLoading={update.isPending}
              onClick={() => update.mutate({ id: item.id, productId: null })}
            >
              {update.isPending ? null : <Link2Off className="size-4" aria-hidden="true" />}
              Unlink
            </Button>
          </div>
        </div>
      ) : (
        <ProductChoice
          item={item}
          products={products}
          productsFailed={productsFailed}
          isSaving={update.isPending}
          onCancel={linked ? () => setEditing(false) : undefined}
          onChoose={(productId) =>
            update.mutate({ id: item.id, productId }, { onSuccess: () => setEditing(false) })
          }
        />
      )}
      {onCreateProduct ? (
        <Button variant="secondary" size="sm" onClick={() => onCreateProduct(item)}>
          <PackagePlus className="size-4" aria-hidden="true" />
          Create product from this content
        </Button>
      ) : null}
    </section>
  );
}

type ProductChoiceProps = {
  item: ContentItem;
  products: ContentProductProps['products'];
  productsFailed: boolean;
  isSaving: boolean;
  onChoose: (productId: string) => void;
  onCancel?: () => void;
};

function ProductChoice({
  item,
  products,
  productsFailed,
  isSaving,
  onChoose,
  onCancel,
}: ProductChoiceProps) {
  const selectId = useId();
  const [chosen, setChosen] = useState('');

  if (productsFailed && products === undefined) {
    return (
      <p role="alert" className="text-sm text-danger-700">
        Your products could not be loaded, so this content cannot be linked right now.
      </p>
    );
  }

  if (products !== undefined && products.length === 0) {
    return (
      <p className="text-sm text-ink-muted">
        You have no products yet. Create one from this content, or from the Products page.
      </p>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (chosen) onChoose(chosen);
  }

  return (
    <form onSubmit={submit} aria-label="Link to a product" className="space-y-2">
      <label htmlFor={selectId} className="text-sm font-medium text-ink">
        {item.productId ? 'Move to another product' : 'Link to a product'}
      </label>
      <select
        id={selectId}
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
        disabled={products === undefined}
        className={inputClass}
      >
        <option value="">
          {products === undefined ? 'Loading products…' : 'Choose a product'}
        </option>
        {products?.map((product) => (
          <option key={product.id} value={product.id} disabled={product.id === item.productId}>
            {product.name}
          </option>
        ))}
      </select>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={!chosen} isLoading={isSaving}>
          Link product
        </Button>
        {onCancel ? (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
