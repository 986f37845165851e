import { type ContentItem } from '@studio/api/contract/content';
import { type Dispatch } from 'react';

import { toast } from '@/lib/toast';
import { type ImageSelection } from '@/features/products/hooks/use-image-selection';
import { type ProductAnalysis } from '@/features/products/hooks/use-product-analysis';
import {
  type CreateProductAction,
  type SourceInputs,
} from '@/features/products/lib/create-product-state';
import { type ProductSource } from '@/features/products/lib/product-draft';
import { ContentSource, NO_IMAGES_MESSAGE } from './content-source';
import { ImageSource } from './image-source';
import { SourceFrame } from './source-tabs';
import { UrlSource } from './url-source';

type InputStepProps = {
  source: ProductSource;
  inputs: SourceInputs;
  dispatch: Dispatch<CreateProductAction>;
  /** The chosen images live outside the reducer: they own object URLs and compression. */
  selection: ImageSelection;
  analysis: ProductAnalysis;
};

const toastNoImages = () =>
  toast({ variant: 'destructive', title: 'No Images', description: NO_IMAGES_MESSAGE });

/** Step 0 of the dialog: the three source tabs and the chosen one's input. */
export function InputStep({ source, inputs, dispatch, selection, analysis }: InputStepProps) {
  function chooseContent(item: ContentItem) {
    dispatch({ type: 'content-chosen', content: item });
    if (item.contentUrls.length === 0) toastNoImages();
  }

  function analyzeContent() {
    const item = inputs.content;
    if (!item) return;
    if (item.contentUrls.length === 0) {
      toastNoImages();
      return;
    }
    analysis.analyzeContent(item);
  }

  return (
    <SourceFrame
      active={source}
      onSelect={(next) => dispatch({ type: 'source-selected', source: next })}
    >
      {source === 'images' ? (
        <ImageSource
          images={selection.images}
          processing={selection.processing}
          onAdd={(files) => void selection.add(files)}
          onRemove={selection.remove}
          onAnalyze={() => analysis.analyzeImages(selection.images)}
        />
      ) : source === 'url' ? (
        <UrlSource
          url={inputs.url}
          problem={inputs.urlProblem}
          onUrlChange={(url) => dispatch({ type: 'url-changed', url })}
          onAnalyze={analysis.analyzeUrl}
        />
      ) : (
        <ContentSource
          chosen={inputs.content}
          onChoose={chooseContent}
          onAnalyze={analyzeContent}
        />
      )}
    </SourceFrame>
  );
}
