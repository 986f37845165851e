import { type Product } from '@studio/api/contract/products';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useDeleteProduct } from '@/features/products/api/delete-product';

type DeleteProductDialogProps = {
  /** The product to delete; the dialog is open while it is set. */
  product: Pick<Product, 'id' | 'name'> | null;
  onClose: () => void;
  /** After the product is gone (before the lists refetch). */
  onDeleted?: (id: string) => void;
};

/** Asks before a product is deleted; on failure the 'Failed to delete product' toast says why. */
export function DeleteProductDialog({ product, onClose, onDeleted }: DeleteProductDialogProps) {
  const remove = useDeleteProduct({
    onDeleted: (id) => {
      onClose();
      onDeleted?.(id);
    },
  });
  return (
    <Dialog
      open={product !== null}
      onOpenChange={(open) => {
        if (!open && !remove.isPending) onClose();
      }}
      title="Delete this product?"
      description={
        product ? (
          <>
            “{product.name}” will be deleted. Content you generated for it stays in your library.
            This cannot be undone.
          </>
        ) : undefined
      }
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button
          variant="danger"
          isLoading={remove.isPending}
          onClick={() =>
            // On failure the dialog closes too, so the toast saying why is not behind it.
            product && remove.mutate(product.id, { onError: onClose })
          }
        >
          Delete
        </Button>
      </div>
    </Dialog>
  );
}
