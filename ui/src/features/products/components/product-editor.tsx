import { zodResolver } from '@hookform/resolvers/zod';
import {
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_NAME_MAX,
  type Product,
} from '@studio/api/contract/products';
import { useForm } from 'react-hook-form';
import { type z } from 'zod';

import { Button } from '@/components/ui/button';
import { FieldError, FieldLabel, inputClass, TextField } from '@/components/ui/text-field';
import { useUpdateProduct } from '@/features/products/api/update-product';
import { type ProductText, productTextSchema } from './review-step';

/** A product's name and description, saved with PUT /api/products/{id}. */
export function ProductEditor({ product }: { product: Product }) {
  const update = useUpdateProduct(product.id);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<z.input<typeof productTextSchema>, unknown, ProductText>({
    resolver: zodResolver(productTextSchema),
    values: { name: product.name, description: product.description },
    resetOptions: { keepDirtyValues: true },
    mode: 'onTouched',
  });

  return (
    <form
      noValidate
      aria-label="Product details"
      onSubmit={handleSubmit((values) => update.mutate(values, { onSuccess: () => reset(values) }))}
      className="space-y-4"
    >
      <TextField
        label="Name"
        maxLength={PRODUCT_NAME_MAX}
        error={errors.name?.message}
        {...register('name')}
      />
      <div>
        <FieldLabel htmlFor={`${product.id}-description`} label="Description" />
        <textarea
          id={`${product.id}-description`}
          rows={6}
          maxLength={PRODUCT_DESCRIPTION_MAX}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${product.id}-description-error` : undefined}
          className={`mt-1.5 ${inputClass} h-auto py-2`}
          {...register('description')}
        />
        <FieldError id={`${product.id}-description-error`} error={errors.description?.message} />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          variant="ghost"
          disabled={!isDirty || update.isPending}
          onClick={() => reset({ name: product.name, description: product.description })}
        >
          Discard changes
        </Button>
        <Button type="submit" disabled={!isDirty} isLoading={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
