import { zodResolver } from '@hookform/resolvers/zod';
import {
  createFromContentImagesSchema,
  type EnhanceTextRequest,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_NAME_MAX,
} from '@studio/api/contract/products';
import { Sparkles } from 'lucide-react';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { type z } from 'zod';

import { Button } from '@/components/ui/button';
import { FieldError, inputClass } from '@/components/ui/text-field';
import { type CreatedProduct, useCreateProduct } from '@/features/products/api/create-product';
import { useEnhanceProductText } from '@/features/products/api/enhance-product-text';
import { draftImageUrls, type ProductDraft } from '@/features/products/lib/product-draft';
import { StoredImage } from '@/components/ui/stored-image';

/** The name and description rules every create-from-* call applies. */
export const productTextSchema = createFromContentImagesSchema.pick({
  name: true,
  description: true,
});
export type ProductText = z.output<typeof productTextSchema>;

type ReviewStepProps = {
  /** What the analysis found: the suggested text, the images, the source to create from. */
  draft: ProductDraft;
  /** The product exists (step 3). Not called once the step is gone (the dialog was closed). */
  onCreated: (created: CreatedProduct) => void;
  onCancel: () => void;
};

/** Step 2 of the dialog: review the suggested name and description, enhance them, create. */
export function ReviewStep({ draft, onCreated, onCancel }: ReviewStepProps) {
  const create = useCreateProduct();
  const isSaving = create.isPending;
  const imageUrls = draftImageUrls(draft);
  const nameId = useId();
  const descriptionId = useId();
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors },
  } = useForm<z.input<typeof productTextSchema>, unknown, ProductText>({
    resolver: zodResolver(productTextSchema),
    defaultValues: { name: draft.analysis.name, description: draft.analysis.description },
    mode: 'onTouched',
  });
  const enhance = useEnhanceProductText({
    onEnhanced: (field, text) => setValue(field, text, { shouldDirty: true, shouldValidate: true }),
  });
  const values = useWatch({ control });

  // The step's own callback: it does not run after the step unmounts, so a product created after
  // the dialog was closed changes nothing there (the lists still refetch).
  const onSubmit = (text: ProductText) =>
    create.mutate({ draft, values: text }, { onSuccess: onCreated });

  function enhanceButton(field: EnhanceTextRequest['field']) {
    const text = (values[field] ?? '').trim();
    const running = enhance.isPending && enhance.variables?.field === field;
    return (
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Enhance ${field}`}
        disabled={text === '' || enhance.isPending || isSaving}
        isLoading={running}
        onClick={() =>
          enhance.mutate({
            field,
            text,
            // A description follows the name as it now stands (a rename included).
            ...(field === 'description' && values.name?.trim()
              ? { productName: values.name.trim() }
              : {}),
          })
        }
      >
        {running ? null : <Sparkles className="size-4 text-brand-600" aria-hidden="true" />}
        Enhance
      </Button>
    );
  }

  return (
    <form
      noValidate
      aria-label="Review the product"
      onSubmit={handleSubmit(onSubmit)}
      className="space-y-4"
    >
      {imageUrls.length > 0 ? (
        <ul aria-label="Analysed images" className="flex gap-2 overflow-x-auto">
          {imageUrls.map((url, i) => (
            <li key={url} className="shrink-0">
              <StoredImage
                src={url}
                sizes="64px"
                alt={`Product image ${i + 1}`}
                className="size-16 rounded-lg border border-line object-cover"
              />
            </li>
          ))}
        </ul>
      ) : null}

      <div>
        <div className="flex items-end justify-between gap-2">
          <label htmlFor={nameId} className="text-sm font-medium text-ink">
            Name
          </label>
          {enhanceButton('name')}
        </div>
        <input
          id={nameId}
          maxLength={PRODUCT_NAME_MAX}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${nameId}-error` : undefined}
          className={`mt-1.5 ${inputClass}`}
          {...register('name')}
        />
        <FieldError id={`${nameId}-error`} error={errors.name?.message} />
      </div>

      <div>
        <div className="flex items-end justify-between gap-2">
          <label htmlFor={descriptionId} className="text-sm font-medium text-ink">
            Description
          </label>
          {enhanceButton('description')}
        </div>
        <textarea
          id={descriptionId}
          rows={5}
          maxLength={PRODUCT_DESCRIPTION_MAX}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${descriptionId}-error` : undefined}
          className={`mt-1.5 ${inputClass} h-auto py-2`}
          {...register('description')}
        />
        <FieldError id={`${descriptionId}-error`} error={errors.description?.message} />
      </div>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={isSaving}>
          Cancel
        </Button>
        <Button type="submit" isLoading={isSaving}>
          {isSaving ? 'Creating…' : 'Create Product'}
        </Button>
      </div>
    </form>
  );
}
