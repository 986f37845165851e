/**
 * The short workflows behind product analysis and text enhancement, and the activity interface
 * they call. The API starts them by name (`WORKFLOW_TYPES` in contract/workflow-types.ts) and
 * awaits the result with a timeout; the orchestrator implements `ProductActivities` on the AI
 * queue. Their failure types are `PRODUCT_NON_RETRYABLE_ERRORS` (contract/failure-types.ts).
 */

/** How long the API waits for an analysis (spec: users are told up to 30 seconds). */
export const ANALYSIS_TIMEOUT_MS = 30_000;

export interface ImageAnalysisInput {
  userId: string;
  /** Stored, already validated images (content-addressed keys), at most five. */
  fileKeys: string[];
  /** The names the files had on the creator's machine, a hint for naming the product. */
  filenames: string[];
}

export interface ProductAnalysis {
  name: string;
  description: string;
}

export interface PageAnalysisInput {
  userId: string;
  /** The creator's URL, not yet fetched: only the SSRF-guarded fetch may touch it. */
  url: string;
}

export interface PageAnalysis extends ProductAnalysis {
  /** The page's address after redirects. */
  sourceUrl: string;
  /** The page's product images, fetched through the guard, checked and stored (at most five). */
  fileKeys: string[];
}

export interface TextEnhancementInput {
  userId: string;
  field: 'name' | 'description';
  text: string;
  /** For a description: the product's name as it now stands, which the text should follow. */
  productName?: string;
}

/**
 * A better text, or why there is none: the text was too short to work with, or the rewrite came
 * out the same (`reason`, a sentence for the creator). Never the same text called improved.
 */
export type TextEnhancement =
  { improved: true; text: string } | { improved: false; reason: string };

export interface ProductActivities {
  analyseProductImages(input: ImageAnalysisInput): Promise<ProductAnalysis>;
  analyseProductPage(input: PageAnalysisInput): Promise<PageAnalysis>;
  enhanceProductText(input: TextEnhancementInput): Promise<TextEnhancement>;
}

/**
 * Bounds on the texts the activities answer: the same as a product's fields (see
 * api/contract/products.ts), so an analysis can always be saved as it is.
 */
export const PRODUCT_TEXT_LIMITS = { name: 200, description: 5000 } as const;
