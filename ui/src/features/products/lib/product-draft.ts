import { type AnalysisResult } from '@studio/api/contract/products';

/**
 * What an analysis found and what it was made from: the product is created from the same source,
 * so each source keeps what its create-from-* call needs again.
 */
export type ProductDraft =
  | {
      source: 'images';
      analysis: AnalysisResult;
      /** The data URLs and names that were analysed, sent again to create the product. */
      images: string[];
      filenames: string[];
      /** The chosen images' object URLs, shown while reviewing (the selection owns them). */
      previewUrls: string[];
    }
  | {
      source: 'url';
      analysis: AnalysisResult;
      /** The URL as typed; the server's `analysis.sourceUrl` (after redirects) wins. */
      url: string;
    }
  | {
      source: 'content';
      analysis: AnalysisResult;
      /** The content's images that were analysed. */
      imageUrls: string[];
      /** The content item, linked to the product once it exists. */
      contentId: string;
    };

/** The images shown while reviewing: the local previews, or the copies the server kept. */
export function draftImageUrls(draft: ProductDraft): readonly string[] {
  return draft.source === 'images' ? draft.previewUrls : draft.analysis.imageUrls;
}

/** Where a product is created from: the dialog's three tabs. */
export type ProductSource = ProductDraft['source'];
