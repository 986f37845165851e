import { type ContentItem } from '@studio/api/contract/content';
import {
  type AnalysisResult,
  MAX_IMAGES_PER_ANALYSIS,
  type Product,
} from '@studio/api/contract/products';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, ImageOff } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { serverMessage } from '@/lib/api-client';
import { handledAppWide } from '@/lib/api-error-reactions';
import { readAsDataUrl } from '@/lib/image-files';
import { toast } from '@/lib/toast';
import {
  analyzeContentImages,
  analyzeImages,
  analyzeUrl,
} from '@/features/products/api/analyze-product';
import {
  createFromContentImages,
  createFromImages,
  createFromUrl,
  invalidateAfterCreate,
  linkContentToProduct,
} from '@/features/products/api/create-product';
import {
  type PackshotBackground,
  packshotRequest,
  useEnhancePackshot,
} from '@/features/products/api/enhance-packshot';
import { useImageSelection } from '@/features/products/hooks/use-image-selection';
import { AnalysisProgress } from './analysis-progress';
import { ContentSource, NO_IMAGES_MESSAGE } from './content-source';
import { ImageSource } from './image-source';
import { PackshotChoice } from './packshot-choice';
import { type ProductText, ReviewStep } from './review-step';
import { type ProductSource, SourceTabs, sourcePanelId, sourceTabId } from './source-tabs';
import { UrlSource } from './url-source';

/** Spec section 9: after the last step the product's screen opens 0.5 s later. */
export const REDIRECT_DELAY_MS = 500;

/** Spec section 2: the progress values each analysis passes through. */
export const ANALYSIS_PROGRESS = {
  // started, files read, request sent, answered, done
  images: [20, 50, 70, 90, 100],
  // request sent, done
  url: [30, 100],
  // started, request sent, answered, done
  content: [20, 50, 90, 100],
} as const satisfies Record<ProductSource, readonly number[]>;

type Step = 0 | 1 | 2 | 3;

const analysisFailures: Record<ProductSource, string> = {
  images: 'Could not analyze the images. Please try again.',
  url: 'Could not analyze the URL. Please check it and try again.',
  content: 'Could not analyze the content. Please try again.',
};

const stepDescriptions: Record<Step, string> = {
  0: 'Start from product photos, a product page or content you generated.',
  1: 'Reading your product…',
  2: 'Check the name and description, enhance them if you like, then create the product.',
  3: 'Optionally make a packshot of it on a clean background.',
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
 */
export function CreateProductDialog({
  open,
  onOpenChange,
  content = null,
  onCreditsSpent,
}: CreateProductDialogProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const initialSource: ProductSource = content ? 'content' : 'images';

  const [source, setSource] = useState<ProductSource>(initialSource);
  const [step, setStep] = useState<Step>(0);
  const [progress, setProgress] = useState(0);
  const selection = useImageSelection();
  const clearImages = selection.clear;
  const [url, setUrl] = useState('');
  const [chosenContent, setChosenContent] = useState<ContentItem | null>(content);
  const [analysis, setAnalysis] = useState<AnalysisResult | null>(null);
  const [product, setProduct] = useState<Product | null>(null);
  const [linkFailed, setLinkFailed] = useState(false);
  const [background, setBackground] = useState<PackshotBackground | null>(null);

  // What the analysis sent, reused when the product is created from the same source.
  const sent = useRef<{ images: string[]; filenames: string[]; imageUrls: string[]; url: string }>({
    images: [],
    filenames: [],
    imageUrls: [],
    url: '',
  });
  // Each analysis gets an id; closing the dialog or starting again makes older answers stale.
  const run = useRef(0);
  const abort = useRef<AbortController | null>(null);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(
    () => () => {
      abort.current?.abort();
      clearTimeout(redirect.current);
    },
    [],
  );

  const reset = useCallback(() => {
    run.current += 1;
    abort.current?.abort();
    abort.current = null;
    clearImages();
    sent.current = { images: [], filenames: [], imageUrls: [], url: '' };
    setSource(initialSource);
    setStep(0);
    setProgress(0);
    setUrl('');
    setChosenContent(content);
    setAnalysis(null);
    setProduct(null);
    setLinkFailed(false);
    setBackground(null);
  }, [clearImages, content, initialSource]);

  const close = useCallback(() => {
    reset();
    onOpenChange(false);
  }, [onOpenChange, reset]);

  /** Runs one analysis, stepping the progress bar through the spec's values. */
  async function analyze(
    from: ProductSource,
    work: (stage: (value: number) => boolean, signal: AbortSignal) => Promise<AnalysisResult>,
  ) {
    const id = ++run.current;
    const controller = new AbortController();
    abort.current?.abort();
    abort.current = controller;
    // Every stage is committed on its own, so the bar shows each value even when two stages
    // follow one another in the same task. False once this analysis is stale.
    const stage = (value: number) => {
      if (id !== run.current) return false;
      flushSync(() => setProgress(value));
      return true;
    };
    setStep(1);
    try {
      const result = await work(stage, controller.signal);
      if (id !== run.current) return;
      const last = ANALYSIS_PROGRESS[from][ANALYSIS_PROGRESS[from].length - 1] ?? 100;
      stage(last);
      setAnalysis(result);
      setStep(2);
      toast({
        variant: 'success',
        title: 'Analysis complete',
        description: 'Review the name and description, then create the product.',
      });
    } catch (error) {
      if (id !== run.current) return;
      console.error('Failed to analyze product', error);
      setStep(0);
      setProgress(0);
      if (handledAppWide(error)) return;
      toast({
        variant: 'destructive',
        title: 'Analysis failed',
        description: serverMessage(error) ?? analysisFailures[from],
      });
    }
  }

  function analyzeChosenImages() {
    const files = selection.images.map((image) => image.file);
    if (files.length === 0) return;
    const [started, read, sentStage, answered] = ANALYSIS_PROGRESS.images;
    void analyze('images', async (stage, signal) => {
      stage(started);
      const images = await Promise.all(files.map(readAsDataUrl));
      const filenames = files.map((file) => file.name);
      if (!stage(read)) throw new Error('stale');
      sent.current = { ...sent.current, images, filenames };
      const request = analyzeImages({ images, filenames }, { signal });
      stage(sentStage);
      const result = await request;
      stage(answered);
      return result;
    });
  }

  function analyzePage(pageUrl: string) {
    const [sentStage] = ANALYSIS_PROGRESS.url;
    void analyze('url', async (stage, signal) => {
      sent.current = { ...sent.current, url: pageUrl };
      const request = analyzeUrl({ url: pageUrl }, { signal });
      stage(sentStage);
      return request;
    });
  }

  function analyzeChosenContent() {
    if (!chosenContent) return;
    if (chosenContent.contentUrls.length === 0) {
      toast({ variant: 'destructive', title: 'No Images', description: NO_IMAGES_MESSAGE });
      return;
    }
    const imageUrls = chosenContent.contentUrls.slice(0, MAX_IMAGES_PER_ANALYSIS);
    const [started, sentStage, answered] = ANALYSIS_PROGRESS.content;
    void analyze('content', async (stage, signal) => {
      stage(started);
      sent.current = { ...sent.current, imageUrls };
      const request = analyzeContentImages({ imageUrls }, { signal });
      stage(sentStage);
      const result = await request;
      stage(answered);
      return result;
    });
  }

  function chooseContent(item: ContentItem) {
    setChosenContent(item);
    if (item.contentUrls.length === 0) {
      toast({ variant: 'destructive', title: 'No Images', description: NO_IMAGES_MESSAGE });
    }
  }

  const create = useMutation({
    mutationFn: async ({ values, id }: { values: ProductText; id: number }) => {
      const { name, description } = values;
      let created: Product;
      if (source === 'images') {
        const { images, filenames } = sent.current;
        created = await createFromImages({ name, description, images, filenames });
      } else if (source === 'url') {
        created = await createFromUrl({
          name,
          description,
          imageUrls: (analysis?.imageUrls ?? []).slice(0, MAX_IMAGES_PER_ANALYSIS),
          sourceUrl: analysis?.sourceUrl ?? sent.current.url,
        });
      } else {
        created = await createFromContentImages({
          name,
          description,
          imageUrls: sent.current.imageUrls,
        });
      }
      let linked: boolean | null = null;
      if (source === 'content' && chosenContent) {
        try {
          await linkContentToProduct(chosenContent.id, created.id);
          linked = true;
        } catch (error) {
          console.error('Failed to link the content to the product', error);
          linked = false;
        }
      }
      return { created, linked, id };
    },
    onSuccess: ({ created, linked, id }) => {
      void invalidateAfterCreate(queryClient, { linked: linked === true });
      if (id !== run.current) return;
      setProduct(created);
      setLinkFailed(linked === false);
      setStep(3);
      if (linked === false) {
        toast({
          variant: 'destructive',
          title: 'Product created, but not linked',
          description: `“${created.name}” was created, but linking it to the content failed.`,
        });
      } else {
        toast({
          variant: 'success',
          title: 'Product created',
          description: `“${created.name}” is ready.`,
        });
      }
    },
    onError: (error) => {
      console.error('Failed to save product', error);
      if (handledAppWide(error)) return;
      toast({
        variant: 'destructive',
        title: 'Save failed',
        description: serverMessage(error) ?? 'Could not save the product. Please try again.',
      });
    },
  });

  const packshot = useEnhancePackshot({ onSpent: onCreditsSpent });

  /** Both ways out of step 3: close and reset, then open the product half a second later. */
  function finish(productId: string) {
    close();
    clearTimeout(redirect.current);
    redirect.current = setTimeout(() => {
      void navigate(`/products/${productId}`);
    }, REDIRECT_DELAY_MS);
  }

  async function enhanceImages() {
    if (!product || !background) return;
    const id = run.current;
    try {
      await packshot.mutateAsync(packshotRequest(product, background));
    } catch {
      // The mutation's own toast has said what went wrong; the product exists either way.
    }
    // Closed while the packshot ran: the user has moved on, so stay where they are.
    if (id === run.current) finish(product.id);
  }

  const analysing = step >= 1;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) onOpenChange(true);
        else close();
      }}
      title="Create a product"
      description={stepDescriptions[step]}
      size="lg"
    >
      {step <= 1 ? (
        <div className="space-y-5">
          <SourceTabs active={source} onSelect={setSource} disabled={analysing} />
          <div role="tabpanel" id={sourcePanelId(source)} aria-labelledby={sourceTabId(source)}>
            {step === 1 ? (
              <AnalysisProgress source={source} value={progress} />
            ) : source === 'images' ? (
              <ImageSource
                images={selection.images}
                processing={selection.processing}
                onAdd={(files) => void selection.add(files)}
                onRemove={selection.remove}
                onAnalyze={analyzeChosenImages}
              />
            ) : source === 'url' ? (
              <UrlSource url={url} onUrlChange={setUrl} onAnalyze={analyzePage} />
            ) : (
              <ContentSource
                chosen={chosenContent}
                onChoose={chooseContent}
                onAnalyze={analyzeChosenContent}
              />
            )}
          </div>
        </div>
      ) : step === 2 && analysis ? (
        <ReviewStep
          defaultValues={{ name: analysis.name, description: analysis.description }}
          imageUrls={
            source === 'images'
              ? selection.images.map((image) => image.previewUrl)
              : analysis.imageUrls
          }
          isSaving={create.isPending}
          onSubmit={(values) => create.mutate({ values, id: run.current })}
          onCancel={close}
        />
      ) : step === 3 && product ? (
        <div className="space-y-5">
          <div className="flex items-center gap-4 rounded-lg border border-success-200 bg-success-50 p-3">
            {product.imageUrl ? (
              <img
                src={product.imageUrl}
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
            onEnhance={() => void enhanceImages()}
            isEnhancing={packshot.isPending}
            unavailable={product.imageUrl ? undefined : 'This product has no image to enhance.'}
          />
          <div className="flex justify-end border-t border-line pt-4">
            <Button
              variant="ghost"
              disabled={packshot.isPending}
              onClick={() => finish(product.id)}
            >
              Skip Enhancement
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
