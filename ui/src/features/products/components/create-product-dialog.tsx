import { type ContentItem } from '@studio/api/contract/content';
import { useEffect, useReducer, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { type CreatedProduct } from '@/features/products/api/create-product';
import { useImageSelection } from '@/features/products/hooks/use-image-selection';
import { useProductAnalysis } from '@/features/products/hooks/use-product-analysis';
import {
  type CreateProductStep,
  analysisProgress,
  createProductReducer,
  initialCreateProductState,
} from '@/features/products/lib/create-product-state';
import { AnalysingStep } from './analysing-step';
import { CreatedStep } from './created-step';
import { InputStep } from './input-step';
import { ReviewStep } from './review-step';

/** Spec section 9: after the last step the product's screen opens 0.5 s later. */
export const REDIRECT_DELAY_MS = 500;

const stepDescriptions: Record<CreateProductStep, string> = {
  input: 'Start from product photos, a product page or content you generated.',
  analysing: 'Reading your product…',
  review: 'Check the name and description, enhance them if you like, then create the product.',
  created: 'Optionally make a packshot of it on a clean background.',
};

type CreateProductDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opened on a content item: starts on From Content with it chosen. */
  content?: ContentItem | null;
  /** A packshot spent credits: whatever shows the balance should refresh. */
  onCreditsSpent?: () => void;
};

/**
 * The create-product dialog (spec sections 2, 4, 5 and 8): step 0 chooses a source (images, a
 * URL or content), step 1 analyses it with a progress bar, step 2 reviews and enhances the name and
 * description and creates the product, step 3 offers a packshot. Finishing closes and resets the
 * dialog, then opens the product. Closing at any point resets everything and frees the previews.
 * The steps are a reducer (lib/create-product-state.ts); each step is a component of its own.
 */
export function CreateProductDialog({
  open,
  onOpenChange,
  content = null,
  onCreditsSpent,
}: CreateProductDialogProps) {
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(createProductReducer, content, initialCreateProductState);
  const selection = useImageSelection();
  const analysis = useProductAnalysis(dispatch);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(redirect.current), []);

  function close() {
    analysis.cancel();
    selection.clear();
    dispatch({ type: 'reset', content });
    onOpenChange(false);
  }

  /** Both ways out of step 3: close and reset, then open the product half a second later. */
  function finish(productId: string) {
    close();
    clearTimeout(redirect.current);
    redirect.current = setTimeout(() => {
      void navigate(`/products/${productId}`);
    }, REDIRECT_DELAY_MS);
  }

  function created({ product, linked }: CreatedProduct) {
    dispatch({ type: 'product-created', product, linkFailed: linked === false });
    if (linked === false) {
      toast({
        variant: 'destructive',
        title: 'Product created, but not linked',
        description: `“${product.name}” was created, but linking it to the content failed.`,
      });
    } else {
      toast({
        variant: 'success',
        title: 'Product created',
        description: `“${product.name}” is ready.`,
      });
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) onOpenChange(true);
        else close();
      }}
      title="Create a product"
      description={stepDescriptions[state.step]}
      size="lg"
    >
      {state.step === 'input' ? (
        <InputStep
          source={state.source}
          inputs={state.inputs}
          dispatch={dispatch}
          selection={selection}
          analysis={analysis}
        />
      ) : state.step === 'analysing' ? (
        <AnalysingStep source={state.source} progress={analysisProgress(state)} />
      ) : state.step === 'review' ? (
        <ReviewStep draft={state.draft} onCreated={created} onCancel={close} />
      ) : (
        <CreatedStep
          product={state.product}
          linkFailed={state.linkFailed}
          onCreditsSpent={onCreditsSpent}
          onFinish={finish}
        />
      )}
    </Dialog>
  );
}
