/**
 * One interface per AI capability. Three implementations exist: `local` (the default: offline,
 * deterministic, real image work with sharp and real text work), `replicate` and `openai` (the
 * official SDKs, tested against local stand-ins that speak their wire formats).
 *
 * Images travel as encoded bytes (PNG or JPEG); every image result is a PNG.
 *
 * Every call takes a signal that cancels it (the activity's cancellation signal). A cancelled call
 * ends promptly by throwing the signal's reason as it is (in an activity, Temporal's
 * CancelledFailure, so the activity ends as cancelled), never a ProviderError: a cancellation must
 * not be retried, nor reported as a provider's failure.
 */

/** Why a provider refused or failed; `retryable` decides whether Temporal tries again. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    /** `E005` for sensitive content, otherwise a provider-specific code. */
    readonly code?: string,
  ) {
    super(message);
    this.name = ProviderError.name;
  }
}

/** Content the provider will not process (code E005): never retried, reported to the creator. */
export class SensitiveContentError extends ProviderError {
  constructor(message = 'The content was flagged as sensitive and cannot be processed.') {
    super(message, false, 'E005');
    this.name = 'SensitiveContentError';
  }
}

/** What every provider call takes besides its input. */
export interface CallOptions {
  /**
   * Aborted when the result is no longer wanted: the run was cancelled, or the worker is shutting
   * down. HTTP adapters abort their requests with it; local providers check it between steps.
   */
  signal: AbortSignal;
}

export interface ProviderResultMeta {
  /** Which provider and model made the result, e.g. `local` / `local-flood-fill-v1`. */
  provider: string;
  model: string;
}

export interface ImageResult extends ProviderResultMeta {
  image: Buffer;
  /**
   * For a cut-out: other objects the remover found in the photo and left out (a plant beside the
   * bottle), as boxes in the result's pixels, largest first; the touch-up offers them back.
   */
  droppedObjects?: Array<{ left: number; top: number; width: number; height: number }>;
}

export interface TextResult extends ProviderResultMeta {
  text: string;
}

export interface BackgroundRemover {
  /** The product cut out, on transparency (PNG with alpha). */
  removeBackground(image: Buffer, options: CallOptions): Promise<ImageResult>;
}

/** The side a scene's key light comes from (its shadow falls to the other side). */
export type LightSide = 'left' | 'right';

export type SceneStyle =
  | { kind: 'flat-lay'; surface: 'linen' | 'marble' | 'wood'; light?: LightSide }
  | { kind: 'natural-placement'; setting: 'garden' | 'stone' | 'forest'; light?: LightSide }
  | { kind: 'water-splash'; colour: 'blue' | 'clear' | 'aqua'; light?: LightSide }
  | {
      kind: 'pastel-podium';
      colour: 'blush' | 'mint' | 'lilac' | 'sky' | 'butter';
      podium: 'cylinder' | 'steps' | 'arch';
      light: LightSide;
    }
  | {
      kind: 'marble-plinth';
      marble: 'white' | 'black' | 'green';
      backdrop: 'stone' | 'sage' | 'charcoal';
      light: LightSide;
    }
  | {
      kind: 'sunlit-shadow-play';
      pattern: 'blinds' | 'leaves';
      wall: 'cream' | 'white' | 'terracotta';
      light: LightSide;
    }
  | { kind: 'prompt'; prompt: string };

export interface SceneResult extends ImageResult {
  /**
   * How the product got into the scene: `composited` from the cut-out's own pixels, or (absent)
   * redrawn by a generative model asked to keep it where `images/fidelity/product-placement.ts`
   * puts it, which the fidelity gate then checks.
   */
  product?: 'composited';
}

export interface SceneGenerator {
  /**
   * Whether it draws a scene for a frame of another shape (`frame`) itself: the local studio does;
   * the cloud adapters answer squares only, and a social format of their scene is made from the
   * square (images/social-formats.ts).
   */
  readonly drawsFrames?: boolean;
  /**
   * The product (ideally a cut-out) placed in a scene: square output of `size` pixels, or
   * `frame.width` × `frame.height` when `frame` is given to a generator that `drawsFrames`.
   */
  generateScene(
    input: {
      image: Buffer;
      style: SceneStyle;
      size: number;
      frame?: { width: number; height: number };
    },
    options: CallOptions,
  ): Promise<SceneResult>;
}

export interface CaptionWriter {
  /** A social caption for the product in the image, ending with `hashtags` hashtags. */
  writeCaption(
    input: {
      image: Buffer;
      tone: 'friendly' | 'luxury' | 'playful' | 'minimal';
      hashtags: number;
      context?: string;
    },
    options: CallOptions,
  ): Promise<TextResult>;
}

export interface ModerationResult extends ProviderResultMeta {
  flagged: boolean;
  categories: string[];
}

export interface Moderator {
  moderate(image: Buffer, options: CallOptions): Promise<ModerationResult>;
}

export interface ProductAnalysisResult extends ProviderResultMeta {
  name: string;
  description: string;
}

export interface ProductAnalyst {
  /**
   * A name and a description for the product shown in `images` (one to five photos of it).
   * `filenames` are the names the files had (a hint: creators often name files after the
   * product); `name`, when given, is the product's known name, to be described under it.
   */
  analyseProduct(
    input: { images: Buffer[]; filenames: string[]; name?: string },
    options: CallOptions,
  ): Promise<ProductAnalysisResult>;
}

/**
 * A text enhancer's answer: a better text, or the honest admission that it could not make one
 * (the text too short to work with, or nothing in it to improve), with the reason in words for
 * the creator. Never the creator's text back as if it were improved.
 */
export type EnhancedTextResult = ProviderResultMeta &
  ({ improved: true; text: string } | { improved: false; reason: string });

export interface TextEnhancer {
  /**
   * The creator's product name or description, improved, saying nothing the text does not. A
   * description is told the product's name as it now stands (`productName`), so that it follows
   * a rename.
   */
  enhanceText(
    input: { field: 'name' | 'description'; text: string; productName?: string },
    options: CallOptions,
  ): Promise<EnhancedTextResult>;
}

export interface AiProviders {
  backgroundRemover: BackgroundRemover;
  sceneGenerator: SceneGenerator;
  captionWriter: CaptionWriter;
  moderator: Moderator;
  productAnalyst: ProductAnalyst;
  textEnhancer: TextEnhancer;
}
