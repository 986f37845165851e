import { type AnalysisResult } from '@studio/api/contract/products';

import { buildContent, buildProduct } from '@/testing/data';
import {
  type AnalysisStage,
  type CreateProductAction,
  type CreateProductState,
  analysisProgress,
  createProductReducer,
  initialCreateProductState,
} from '@/features/products/lib/create-product-state';
import { type ProductDraft, type ProductSource } from '@/features/products/lib/product-draft';

const analysis: AnalysisResult = {
  name: 'Linen apron',
  description: 'A stonewashed linen apron.',
  imageUrls: ['/files/apron-1.png'],
};
const shot = buildContent({ name: 'Apron on a hook', contentUrls: ['/files/hook.png'] });
const product = buildProduct({ name: 'Linen apron' });

const drafts: Record<ProductSource, ProductDraft> = {
  images: {
    source: 'images',
    analysis,
    images: ['data:image/png;base64,AA=='],
    filenames: ['front.png'],
    previewUrls: ['blob:preview/front.png'],
  },
  url: { source: 'url', analysis, url: 'https://shop.example.com/a' },
  content: { source: 'content', analysis, imageUrls: shot.contentUrls, contentId: shot.id },
};

/** Runs actions from a state; every state met is frozen, so a reducer that mutates one throws. */
function run(state: CreateProductState, ...actions: CreateProductAction[]): CreateProductState {
  return actions.reduce(
    (current, action) => createProductReducer(Object.freeze(current), action),
    state,
  );
}

const onTab = (source: ProductSource) =>
  run(initialCreateProductState(null), { type: 'source-selected', source });

const analysing = (source: ProductSource, id = 1) =>
  run(onTab(source), { type: 'analysis-started', run: id });

const reviewing = (source: ProductSource = 'images') =>
  run(analysing(source), { type: 'analysis-succeeded', run: 1, draft: drafts[source] });

const created = () => run(reviewing(), { type: 'product-created', product, linkFailed: false });

/** The bar's value, failing the test when the state is not an analysis. */
function progressOf(state: CreateProductState): number {
  if (state.step !== 'analysing') throw new Error(`expected an analysis, got ${state.step}`);
  return analysisProgress(state);
}

describe('create-product state: step 0, the input', () => {
  it('opens on From Images, or on From Content with the item it was opened on', () => {
    expect(initialCreateProductState(null)).toEqual({
      step: 'input',
      source: 'images',
      inputs: { url: '', content: null },
    });
    expect(initialCreateProductState(shot)).toEqual({
      step: 'input',
      source: 'content',
      inputs: { url: '', content: shot },
    });
  });

  it('switches tabs and keeps what was typed or chosen on each', () => {
    const state = run(
      initialCreateProductState(null),
      { type: 'source-selected', source: 'url' },
      { type: 'url-changed', url: 'https://shop.example.com/a' },
      { type: 'source-selected', source: 'content' },
      { type: 'content-chosen', content: shot },
      { type: 'source-selected', source: 'url' },
    );
    expect(state).toEqual({
      step: 'input',
      source: 'url',
      inputs: { url: 'https://shop.example.com/a', content: shot },
    });
  });

  it('takes no input once the analysis has begun (the tabs are disabled)', () => {
    const started = analysing('url');
    for (const action of [
      { type: 'source-selected', source: 'images' },
      { type: 'url-changed', url: 'https://elsewhere.example.com' },
      { type: 'content-chosen', content: shot },
      { type: 'analysis-started', run: 2 },
    ] satisfies CreateProductAction[]) {
      expect(run(started, action)).toBe(started);
      expect(run(reviewing(), action)).toEqual(reviewing());
      expect(run(created(), action)).toEqual(created());
    }
  });
});

describe('create-product state: step 1, the analysis', () => {
  const everyStage: AnalysisStage[] = ['started', 'read', 'sent', 'answered', 'done'];

  // Spec section 2: the values each source's bar passes through.
  it.each([
    ['images', [20, 50, 70, 90, 100]],
    ['url', [30, 100]],
    ['content', [20, 50, 90, 100]],
  ] as const)('%s shows %j', (source, expected) => {
    let state = analysing(source, 7);
    const shown = [progressOf(state)];
    for (const stage of everyStage) {
      state = run(state, { type: 'analysis-progressed', run: 7, stage });
      if (progressOf(state) !== shown.at(-1)) shown.push(progressOf(state));
    }
    expect(shown).toEqual(expected);
    expect(state).toMatchObject({ step: 'analysing', source, stage: 'done', run: 7 });
  });

  it('starts on the source of the open tab, keeping the inputs', () => {
    const state = run(
      onTab('url'),
      { type: 'url-changed', url: 'https://shop.example.com/a' },
      { type: 'analysis-started', run: 3 },
    );
    expect(state).toEqual({
      step: 'analysing',
      source: 'url',
      stage: 'sent',
      run: 3,
      inputs: { url: 'https://shop.example.com/a', content: null },
    });
  });

  it('ignores a stage the source does not pass, and never goes back', () => {
    const url = analysing('url');
    expect(run(url, { type: 'analysis-progressed', run: 1, stage: 'read' })).toBe(url);
    expect(run(url, { type: 'analysis-progressed', run: 1, stage: 'answered' })).toBe(url);

    const answered = run(analysing('images'), {
      type: 'analysis-progressed',
      run: 1,
      stage: 'answered',
    });
    expect(progressOf(answered)).toBe(90);
    expect(run(answered, { type: 'analysis-progressed', run: 1, stage: 'read' })).toBe(answered);
    expect(run(answered, { type: 'analysis-progressed', run: 1, stage: 'answered' })).toBe(
      answered,
    );
  });

  it('goes on to the review with the draft when the analysis succeeds', () => {
    for (const source of ['images', 'url', 'content'] as const) {
      expect(reviewing(source)).toEqual({ step: 'review', draft: drafts[source] });
    }
  });

  it('ignores a draft from another source than the one analysed', () => {
    const state = analysing('images');
    expect(run(state, { type: 'analysis-succeeded', run: 1, draft: drafts.url })).toBe(state);
  });

  it('returns to the input it started from when the analysis fails', () => {
    const state = run(
      onTab('url'),
      { type: 'url-changed', url: 'https://example.com/x' },
      { type: 'analysis-started', run: 1 },
      { type: 'analysis-progressed', run: 1, stage: 'done' },
      { type: 'analysis-failed', run: 1 },
    );
    expect(state).toEqual({
      step: 'input',
      source: 'url',
      inputs: { url: 'https://example.com/x', content: null },
    });
  });

  it('ignores every answer of an older analysis', () => {
    const state = analysing('content', 2);
    for (const action of [
      { type: 'analysis-progressed', run: 1, stage: 'done' },
      { type: 'analysis-succeeded', run: 1, draft: drafts.content },
      { type: 'analysis-failed', run: 1 },
    ] satisfies CreateProductAction[]) {
      expect(run(state, action)).toBe(state);
    }
  });

  it('ignores analysis answers when no analysis runs (closed, or already answered)', () => {
    for (const state of [onTab('images'), reviewing(), created()]) {
      for (const action of [
        { type: 'analysis-progressed', run: 1, stage: 'done' },
        { type: 'analysis-succeeded', run: 1, draft: drafts.images },
        { type: 'analysis-failed', run: 1 },
      ] satisfies CreateProductAction[]) {
        expect(run(state, action)).toBe(state);
      }
    }
  });
});

describe('create-product state: steps 2 and 3', () => {
  it('shows the product once it is created, and whether linking the content failed', () => {
    expect(created()).toEqual({ step: 'created', product, linkFailed: false });
    expect(
      run(reviewing('content'), { type: 'product-created', product, linkFailed: true }),
    ).toEqual({ step: 'created', product, linkFailed: true });
  });

  it('ignores a product created after the review is gone', () => {
    for (const state of [onTab('images'), analysing('images'), created()]) {
      expect(run(state, { type: 'product-created', product, linkFailed: false })).toBe(state);
    }
  });
});

describe('create-product state: closing', () => {
  it('resets every step to the start, on the content it was opened on', () => {
    const edited = run(onTab('url'), { type: 'url-changed', url: 'https://example.com/x' });
    for (const state of [edited, analysing('url'), reviewing(), created()]) {
      expect(run(state, { type: 'reset', content: null })).toEqual(initialCreateProductState(null));
      expect(run(state, { type: 'reset', content: shot })).toEqual(initialCreateProductState(shot));
    }
  });
});
