import { type ContentItem } from '@studio/api/contract/content';
import { type Product } from '@studio/api/contract/products';

import { type RequestStage } from '@/features/products/api/analyze-product';
import { type ProductDraft, type ProductSource } from './product-draft';
import { type UrlProblem } from './url-problem';

// The create-product dialog's steps (spec section 2) as one state machine:
//
//   input ──analysis-started──> analysing ──analysis-succeeded──> review ──product-created──> created
//     ^                            │
//     └───────analysis-failed──────┘            reset (closing) ──> input, from any step
//
// Each step holds exactly what it needs: no step-3 screen without a product, no review without
// an analysis, no progress outside an analysis. The reducer is pure; the dialog runs the calls.

/** How far an analysis has got: the calls' own stages, plus its start and its end. */
export type AnalysisStage = 'started' | RequestStage | 'done';

/** Spec section 2: the progress each source's analysis shows at each stage it passes. */
export const ANALYSIS_PROGRESS = {
  images: { started: 20, read: 50, sent: 70, answered: 90, done: 100 },
  // One request, sent as the analysis starts: its first stage is `sent`.
  url: { sent: 30, done: 100 },
  content: { started: 20, sent: 50, answered: 90, done: 100 },
} as const satisfies Record<ProductSource, Partial<Record<AnalysisStage, number>>>;

/**
 * What the user has entered on the tabs; kept during an analysis, so a failure returns to it. A
 * failed URL analysis leaves its problem beside the address until the address changes.
 */
export type SourceInputs = { url: string; content: ContentItem | null; urlProblem?: UrlProblem };

type AnalysingFrom<S extends ProductSource> = {
  step: 'analysing';
  source: S;
  /** Only the stages this source passes through. */
  stage: keyof (typeof ANALYSIS_PROGRESS)[S];
  /** Which analysis this is: answers to an older one (closed, or started again) are ignored. */
  run: number;
  inputs: SourceInputs;
};

export type AnalysingState =
  AnalysingFrom<'images'> | AnalysingFrom<'url'> | AnalysingFrom<'content'>;

export type CreateProductState =
  | { step: 'input'; source: ProductSource; inputs: SourceInputs }
  | AnalysingState
  | { step: 'review'; draft: ProductDraft }
  | { step: 'created'; product: Product; linkFailed: boolean };

export type CreateProductStep = CreateProductState['step'];

export type CreateProductAction =
  | { type: 'source-selected'; source: ProductSource }
  | { type: 'url-changed'; url: string }
  | { type: 'content-chosen'; content: ContentItem }
  | { type: 'analysis-started'; run: number }
  | { type: 'analysis-progressed'; run: number; stage: AnalysisStage }
  | { type: 'analysis-succeeded'; run: number; draft: ProductDraft }
  | { type: 'analysis-failed'; run: number; urlProblem?: UrlProblem }
  | { type: 'product-created'; product: Product; linkFailed: boolean }
  | { type: 'reset'; content: ContentItem | null };

/** Step 0: on From Content with the item when opened on one, else on From Images. */
export function initialCreateProductState(content: ContentItem | null): CreateProductState {
  return { step: 'input', source: content ? 'content' : 'images', inputs: { url: '', content } };
}

/** The progress bar's value: the spec's number for the stage reached. */
export function analysisProgress(state: AnalysingState): number {
  const values: Partial<Record<AnalysisStage, number>> = ANALYSIS_PROGRESS[state.source];
  return values[state.stage] ?? 0;
}

export function createProductReducer(
  state: CreateProductState,
  action: CreateProductAction,
): CreateProductState {
  switch (action.type) {
    case 'source-selected':
      // The tabs are disabled once analysis begins (spec section 2).
      return state.step === 'input' ? { ...state, source: action.source } : state;
    case 'url-changed':
      return state.step === 'input'
        ? { ...state, inputs: { ...state.inputs, url: action.url, urlProblem: undefined } }
        : state;
    case 'content-chosen':
      return state.step === 'input'
        ? { ...state, inputs: { ...state.inputs, content: action.content } }
        : state;
    case 'analysis-started':
      return state.step === 'input' ? startAnalysis(state.source, state.inputs, action.run) : state;
    case 'analysis-progressed':
      return isRun(state, action.run) ? advance(state, action.stage) : state;
    case 'analysis-succeeded':
      return isRun(state, action.run) && action.draft.source === state.source
        ? { step: 'review', draft: action.draft }
        : state;
    case 'analysis-failed':
      return isRun(state, action.run)
        ? {
            step: 'input',
            source: state.source,
            inputs: { ...state.inputs, urlProblem: action.urlProblem },
          }
        : state;
    case 'product-created':
      return state.step === 'review'
        ? { step: 'created', product: action.product, linkFailed: action.linkFailed }
        : state;
    case 'reset':
      return initialCreateProductState(action.content);
  }
}

function startAnalysis(source: ProductSource, inputs: SourceInputs, run: number): AnalysingState {
  switch (source) {
    case 'images':
      return { step: 'analysing', source, stage: 'started', run, inputs };
    case 'url':
      return { step: 'analysing', source, stage: 'sent', run, inputs };
    case 'content':
      return { step: 'analysing', source, stage: 'started', run, inputs };
  }
}

function isRun(state: CreateProductState, run: number): state is AnalysingState {
  return state.step === 'analysing' && state.run === run;
}

/** Moves to a later stage of this source's analysis; a stage it lacks, or an earlier one, is no move. */
function advance(state: AnalysingState, stage: AnalysisStage): AnalysingState {
  const values: Partial<Record<AnalysisStage, number>> = ANALYSIS_PROGRESS[state.source];
  const next = values[stage];
  if (next === undefined || next <= analysisProgress(state)) return state;
  // `stage` has a value for this source, so it is one of its stages.
  return { ...state, stage } as AnalysingState;
}
