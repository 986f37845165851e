import {
  type BackgroundRemover,
  type CallOptions,
  type SceneGenerator,
  type SceneResult,
  type SceneStyle,
} from '../capabilities';
import { checkSceneSize } from '../scene-size';
import { type FaultSwitch, noFaults } from './fault-drills';
import { LocalBackgroundRemover } from './local-background-remover';
import { localFailure } from './local-failure';
import { productCutOut } from './product-cut-out';
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
 * the same at any size. Photos without transparency are cut out first with the background remover,
 * and only the cut-out's own pixels reach the scene: its shadows, light and placement all follow
 * its alpha. One file per style in `scenes/`, drawn by `scenes/render-scene.ts`.
 *
 * `faults` lets a drill (AI_FAULTS_FILE, never in production) make calls fail as in a provider
 * outage; its `match` is looked for in the prompt, so only `prompt` scenes can be singled out.
 */
export class LocalSceneGenerator implements SceneGenerator {
  constructor(
    private readonly remover: BackgroundRemover = new LocalBackgroundRemover(),
    private readonly faults: FaultSwitch = noFaults,
  ) {}

  async generateScene(
    input: { image: Buffer; style: SceneStyle; size: number },
    options: CallOptions,
  ): Promise<SceneResult> {
    const { size, style } = input;
    checkSceneSize(size);
    options.signal.throwIfAborted();
    // After the input checks: a bad request stays a final error even during an outage.
    await this.faults.check('scenes', style.kind === 'prompt' ? style.prompt : '', options.signal);
    let product: Buffer;
    try {
      ({ image: product } = await productCutOut(input.image, this.remover, options));
    } catch (error) {
      throw localFailure(error, options.signal);
    }
    const image = await renderScene(scenePlanFor(style), product, size, options.signal);
    return { image, provider: 'local', model: LOCAL_SCENE_MODEL, product: 'composited' };
  }
}

/** The plan that draws a style: its set, where the product goes, its shadow. */
export function scenePlanFor(style: SceneStyle): ScenePlan {
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
