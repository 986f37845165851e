import {
  type BackgroundRemover,
  type CallOptions,
  type SceneGenerator,
  type SceneResult,
  type SceneStyle,
} from '../capabilities';
import sharp from 'sharp';
import { checkSceneSize } from '../scene-size';
import { type Frame, frameWindow, stageFor } from './framed-stage';
import { type FaultSwitch, noFaults } from './fault-drills';
import { LocalBackgroundRemover } from './local-background-remover';
import { localFailure } from './local-failure';
import { productCutOut } from './product-cut-out';
import { promptScene } from './scenes/prompt-scene';
import { placeProduct, renderScene } from './scenes/render-scene';
import { type Rect } from './scenes/scene-plan';
import { placeStudioProduct, renderStudio } from './studio/render-studio';
import { studioStyleFor } from './studio/studio-styles';

export const LOCAL_SCENE_MODEL = 'local-procedural-scene-v1';
/** The studio renderer's model: a different name, since the same input now gives other bytes. */
export const LOCAL_STUDIO_MODEL = 'local-studio-scene-v1';

/**
 * Product scenes without a model. The named styles (flat lay, natural placement, water splash and
 * the studio styles) are studio sets drawn with Skia (`studio/`, render-studio.ts): simple
 * geometry shaded the way light falls on it, the product's shadows cast from its silhouette along
 * the set's light, the product lit by the set. A free prompt is drawn by the older procedural
 * renderer (`scenes/`, render-scene.ts), in a set picked by the prompt's words.
 *
 * All randomness comes from a PRNG seeded by the style, and every geometry is a share of `size`,
 * so the same input gives the same bytes and a scene looks the same at any size. Photos without
 * transparency are cut out first with the background remover, and only the cut-out's own pixels
 * reach the scene.
 *
 * `faults` lets a drill (AI_FAULTS_FILE, never in production) make calls fail as in a provider
 * outage; its `match` is looked for in the prompt, so only `prompt` scenes can be singled out.
 */
export class LocalSceneGenerator implements SceneGenerator {
  constructor(
    private readonly remover: BackgroundRemover = new LocalBackgroundRemover(),
    private readonly faults: FaultSwitch = noFaults,
  ) {}

  /** Draws a scene for a frame of any shape itself (see framed-stage.ts). */
  readonly drawsFrames = true;

  async generateScene(
    input: { image: Buffer; style: SceneStyle; size: number; frame?: Frame },
    options: CallOptions,
  ): Promise<SceneResult> {
    const { size, style, frame } = input;
    checkSceneSize(size);
    if (frame) {
      checkSceneSize(frame.width);
      checkSceneSize(frame.height);
    }
    options.signal.throwIfAborted();
    // After the input checks: a bad request stays a final error even during an outage.
    await this.faults.check('scenes', style.kind === 'prompt' ? style.prompt : '', options.signal);
    let product: Buffer;
    try {
      ({ image: product } = await productCutOut(input.image, this.remover, options));
    } catch (error) {
      throw localFailure(error, options.signal);
    }
    const { image } = await renderLocalScene(style, product, size, options.signal, frame);
    const model = style.kind === 'prompt' ? LOCAL_SCENE_MODEL : LOCAL_STUDIO_MODEL;
    return { image, provider: 'local', model, product: 'composited' };
  }
}

/**
 * A scene of `style` round a cut-out product (cropped to its pixels), and where the product was
 * placed in it: the box its fitted pixels cover. Square of `size`, or drawn for `frame` when one
 * of another shape is given (framed-stage.ts).
 */
export async function renderLocalScene(
  style: SceneStyle,
  product: Buffer,
  size: number,
  signal: AbortSignal,
  frame?: Frame,
): Promise<{ image: Buffer; rect: Rect }> {
  if (frame && frame.width !== frame.height) return renderFramed(style, product, frame, signal);
  const side = frame?.width ?? size;
  if (style.kind === 'prompt') {
    const plan = promptScene(style.prompt);
    const [image, { rect }] = await Promise.all([
      renderScene(plan, product, side, signal),
      placeProduct(plan, product, side),
    ]);
    return { image, rect };
  }
  const { image, placement } = await renderStudio(studioStyleFor(style), product, side, signal);
  return { image, rect: placement.rect };
}

/** The scene on a square stage with the product fitted to `frame`, and the frame cut from it. */
async function renderFramed(
  style: SceneStyle,
  product: Buffer,
  frame: Frame,
  signal: AbortSignal,
): Promise<{ image: Buffer; rect: Rect }> {
  const stage = stageFor(frame);
  let staged: { image: Buffer; rect: Rect };
  if (style.kind === 'prompt') {
    const plan = promptScene(style.prompt);
    const fitted = {
      ...plan,
      box: {
        width: Math.min(plan.box.width, stage.fitWidth),
        height: Math.min(plan.box.height, stage.fitHeight),
      },
    };
    const [image, { rect }] = await Promise.all([
      renderScene(fitted, product, stage.size, signal),
      placeProduct(fitted, product, stage.size),
    ]);
    staged = { image, rect };
  } else {
    const studio = studioStyleFor(style);
    const fitted = {
      ...studio,
      height: Math.min(studio.height, stage.fitHeight),
      maxWidth: Math.min(studio.maxWidth, stage.fitWidth),
    };
    const { image, placement } = await renderStudio(fitted, product, stage.size, signal);
    staged = { image, rect: placement.rect };
  }
  signal.throwIfAborted();
  const { left, top } = frameWindow(staged.rect, stage.size, frame);
  const image = await sharp(staged.image)
    .extract({ left, top, width: frame.width, height: frame.height })
    .png()
    .toBuffer();
  const rect = { ...staged.rect, left: staged.rect.left - left, top: staged.rect.top - top };
  return { image, rect };
}

/** Where a scene of `style` puts `product` and its fitted pixels (RGBA), without drawing it. */
export async function localScenePlacement(
  style: SceneStyle,
  product: Buffer,
  size: number,
): Promise<{ pixels: Uint8Array; rect: Rect }> {
  if (style.kind === 'prompt') {
    const { pixels, rect } = await placeProduct(promptScene(style.prompt), product, size);
    return { pixels: new Uint8Array(pixels), rect };
  }
  return placeStudioProduct(studioStyleFor(style), product, size);
}
