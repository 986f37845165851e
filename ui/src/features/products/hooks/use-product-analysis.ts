import { type ContentItem } from '@studio/api/contract/content';
import { MAX_IMAGES_PER_ANALYSIS } from '@studio/api/contract/products';
import { type Dispatch, useEffect, useRef } from 'react';
import { flushSync } from 'react-dom';

import { toast } from '@/lib/toast';
import {
  useAnalyzeContentImages,
  useAnalyzeImages,
  useAnalyzeUrl,
} from '@/features/products/api/analyze-product';
import {
  type AnalysisStage,
  type CreateProductAction,
} from '@/features/products/lib/create-product-state';
import { type ProductDraft } from '@/features/products/lib/product-draft';
import { urlProblemOf } from '@/features/products/lib/url-problem';
import { type SelectedImage } from './use-image-selection';

/**
 * Runs the create-product dialog's analyses (one mutation per source) and reports each to its
 * reducer: started, every stage, then succeeded or failed (the mutation's `meta` has the failure
 * toast). `cancel()` (closing the dialog) aborts the running one and makes its answer stale: no
 * state change, no toast.
 */
export function useProductAnalysis(dispatch: Dispatch<CreateProductAction>) {
  const images = useAnalyzeImages();
  const url = useAnalyzeUrl();
  const content = useAnalyzeContentImages();
  // Each analysis gets an id; cancelling or starting again makes older answers stale.
  const run = useRef(0);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  /** Every stage is committed on its own, so the bar shows each value (spec section 2) even
   * when two stages follow one another in the same task. */
  function report(action: CreateProductAction) {
    flushSync(() => dispatch(action));
  }

  function start() {
    const id = ++run.current;
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    report({ type: 'analysis-started', run: id });
    const onStage = (stage: AnalysisStage) => {
      if (id === run.current) report({ type: 'analysis-progressed', run: id, stage });
    };
    return { id, signal: controller.signal, onStage };
  }

  /**
   * What happens when an analysis ends, unless it is stale by then. A URL's failure is also kept
   * beside the address (`urlProblemOf`), where the creator typed it.
   */
  function outcome<T>(id: number, toDraft: (result: T) => ProductDraft, fromUrl = false) {
    return {
      onSuccess: (result: T) => {
        if (id !== run.current) return;
        report({ type: 'analysis-progressed', run: id, stage: 'done' });
        dispatch({ type: 'analysis-succeeded', run: id, draft: toDraft(result) });
        toast({
          variant: 'success',
          title: 'Analysis complete',
          description: 'Review the name and description, then create the product.',
        });
      },
      onError: (error: unknown) => {
        if (id !== run.current) return;
        console.error('Failed to analyze product', error);
        dispatch({
          type: 'analysis-failed',
          run: id,
          urlProblem: fromUrl ? urlProblemOf(error) : undefined,
        });
      },
    };
  }

  return {
    /** From Images: the chosen files, read as data URLs and sent. */
    analyzeImages(selected: readonly SelectedImage[]) {
      if (selected.length === 0) return;
      const files = selected.map((image) => image.file);
      const previewUrls = selected.map((image) => image.previewUrl);
      const { id, signal, onStage } = start();
      images.mutate(
        { files, signal, onStage },
        outcome(id, (sent) => ({ source: 'images', ...sent, previewUrls })),
      );
    },
    /** From URL: a product page, already checked to be a URL. */
    analyzeUrl(pageUrl: string) {
      const { id, signal, onStage } = start();
      url.mutate(
        { url: pageUrl, signal, onStage },
        outcome(id, (analysis) => ({ source: 'url', analysis, url: pageUrl }), true),
      );
    },
    /** From Content: the item's first images (at most 5). */
    analyzeContent(item: ContentItem) {
      const imageUrls = item.contentUrls.slice(0, MAX_IMAGES_PER_ANALYSIS);
      const { id, signal, onStage } = start();
      content.mutate(
        { imageUrls, signal, onStage },
        outcome(id, (analysis) => ({
          source: 'content',
          analysis,
          imageUrls,
          contentId: item.id,
        })),
      );
    },
    /** Drops the running analysis, if any. */
    cancel() {
      run.current += 1;
      abort.current?.abort();
      abort.current = null;
    },
  };
}

export type ProductAnalysis = ReturnType<typeof useProductAnalysis>;
