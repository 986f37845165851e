import { type Product } from '@studio/api/contract/products';
import { CircleCheck, ImageOff } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import {
  type PackshotBackground,
  packshotRequest,
  useEnhancePackshot,
} from '@/features/products/api/enhance-packshot';
import { PackshotChoice } from './packshot-choice';
import { StoredImage } from '@/components/ui/stored-image';

type CreatedStepProps = {
  product: Product;
  /** Made from content, but linking the content to it failed. */
  linkFailed: boolean;
  /** A packshot spent credits: whatever shows the balance should refresh. */
  onCreditsSpent?: () => void;
  /** Both ways out: a packshot (made or failed) or Skip Enhancement. */
  onFinish: (productId: string) => void;
};

/** Step 3 of the dialog: the product exists; a white or black packshot of it, or skip. */
export function CreatedStep({ product, linkFailed, onCreditsSpent, onFinish }: CreatedStepProps) {
  const [background, setBackground] = useState<PackshotBackground | null>(null);
  const packshot = useEnhancePackshot({ onSpent: onCreditsSpent });

  function enhance() {
    if (!background) return;
    // The packshot's own toasts say how it went; the product exists either way. This callback
    // belongs to the step: closed while the packshot ran, the user has moved on, so stay put.
    packshot.mutate(packshotRequest(product, background), {
      onSettled: () => onFinish(product.id),
    });
  }

  return (
    <div className="space-y-5">
      <div className="flex items-center gap-4 rounded-lg border border-success-200 bg-success-50 p-3">
        {product.imageUrl ? (
          <StoredImage
            src={product.imageUrl}
            sizes="64px"
            alt={product.name}
            className="size-16 shrink-0 rounded-lg border border-line object-cover"
          />
        ) : (
          <span className="flex size-16 shrink-0 items-center justify-center rounded-lg bg-surface">
            <ImageOff className="size-6 text-ink-muted" aria-hidden="true" />
          </span>
        )}
        <div className="min-w-0">
          <p className="flex items-center gap-1.5 text-sm font-semibold text-ink">
            <CircleCheck className="size-4 text-success-600" aria-hidden="true" />
            Product created
          </p>
          <p className="truncate text-ink">{product.name}</p>
        </div>
      </div>
      {linkFailed ? (
        <FormAlert tone="error">
          The product was created, but linking it to the content failed.
        </FormAlert>
      ) : null}
      <PackshotChoice
        background={background}
        onBackgroundChange={setBackground}
        onEnhance={enhance}
        isEnhancing={packshot.isPending}
        unavailable={product.imageUrl ? undefined : 'This product has no image to enhance.'}
      />
      <div className="flex justify-end border-t border-line pt-4">
        <Button variant="ghost" disabled={packshot.isPending} onClick={() => onFinish(product.id)}>
          Skip Enhancement
        </Button>
      </div>
    </div>
  );
}
