import sharp from 'sharp';
import {
  type BackgroundRemover,
  type CallOptions,
  type ImageResult,
  ProviderError,
  type SceneGenerator,
  type SceneStyle,
} from '../capabilities';
import { checkSceneSize } from '../scene-size';
import { LocalBackgroundRemover, undecodable } from './local-background-remover';
import { flatLay } from './scenes/flat-lay';
import { naturalPlacement } from './scenes/natural-placement';
import { promptScene } from './scenes/prompt-scene';
import { renderScene } from './scenes/render-scene';
import { type ScenePlan } from './scenes/scene-plan';
import { waterSplash } from './scenes/water-splash';

export const LOCAL_SCENE_MODEL = 'local-procedural-scene-v1';

/**
 * Product scenes without a model: every backdrop is drawn procedurally (value noise painted into
 * raw pixels for linen, marble, wood, grass, stone and sand; SVG for gradients, props, splashes and
 * light), then the cut-out product is placed with a shadow made from its own silhouette.
 *
 * All randomness comes from a PRNG seeded by the style (and, for `prompt`, by the prompt's words),
 * and every geometry is a share of `size`, so the same input gives the same bytes and a scene looks
 * the same at any size. Photos without transparency are cut out first with the background remover.
 * One file per style in `scenes/`, drawn by `scenes/render-scene.ts`.
 */
export class LocalSceneGenerator implements SceneGenerator {
  constructor(private readonly remover: BackgroundRemover = new LocalBackgroundRemover()) {}

  async generateScene(
    input: { image: Buffer; style: SceneStyle; size: number },
    options: CallOptions,
  ): Promise<ImageResult> {
    const { size, style } = input;
    checkSceneSize(size);
    options.signal.throwIfAborted();
    let product: Buffer;
    try {
      product = await productCutOut(input.image, this.remover, options);
    } catch (error) {
      // A cancellation is thrown as it came, never taken for an undecodable image.
      options.signal.throwIfAborted();
      if (error instanceof ProviderError) throw error;
      throw undecodable(error);
    }
    const image = await renderScene(planFor(style), product, size, options.signal);
    return { image, provider: 'local', model: LOCAL_SCENE_MODEL };
  }
}

function planFor(style: SceneStyle): ScenePlan {
  switch (style.kind) {
    case 'flat-lay':
      return flatLay(style.surface);
    case 'natural-placement':
      return naturalPlacement(style.setting);
    case 'water-splash':
      return waterSplash(style.colour);
    case 'prompt':
      return promptScene(style.prompt);
  }
}

/** The product on transparency, cropped to its visible pixels. */
async function productCutOut(
  image: Buffer,
  remover: BackgroundRemover,
  options: CallOptions,
): Promise<Buffer> {
  const oriented = await sharp(image).autoOrient().png().toBuffer();
  const stats = await sharp(oriented).stats();
  const cutOut = stats.isOpaque
    ? (await remover.removeBackground(oriented, options)).image
    : oriented;
  const { data, info } = await sharp(cutOut)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let [minX, minY, maxX, maxY] = [info.width, info.height, -1, -1];
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if (data[(y * info.width + x) * 4 + 3]! > 16) {
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
      }
    }
  }
  // Nothing survived the cut (a uniform photo): show the photo itself rather than nothing.
  if (maxX < 0) return oriented;
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
    .extract({ left: minX, top: minY, width: maxX - minX + 1, height: maxY - minY + 1 })
    .png()
    .toBuffer();
}
