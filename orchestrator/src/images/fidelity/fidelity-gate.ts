import { type FidelityMode, type ProductFidelity } from '@studio/workflows/graph/product-fidelity';
import {
  type CallOptions,
  type SceneGenerator,
  type SceneResult,
  type SceneStyle,
} from '../../providers/capabilities';
import { checkFidelity, type FidelityCheck } from './fidelity-check';
import { type PlacedProduct, placeProduct } from './product-placement';
import { restoreProduct } from './restore-product';

export interface GatePolicy {
  mode: FidelityMode;
  /** Extra calls `retry` may make before restoring. */
  retries: number;
}

export interface GatedScene extends SceneResult {
  fidelity: ProductFidelity;
}

/**
 * A scene from `generator`, its product checked against the cut-out it was given (see
 * fidelity-check.ts) and, when the model changed it, handled as `policy` says: `restore`
 * composites the original product back; `retry` asks again up to `retries` times, then restores
 * if no answer passed; `off` keeps what the model made and only records the scores. A scene
 * whose product the generator composited from the cut-out itself (`product: 'composited'`, the
 * local scenes) is not measured: its product pixels are the photo's by construction.
 */
export async function generateCheckedScene(
  generator: SceneGenerator,
  input: {
    image: Buffer;
    style: SceneStyle;
    size: number;
    /** Only for a generator that `drawsFrames`; such a generator composites the product. */
    frame?: { width: number; height: number };
  },
  policy: GatePolicy,
  options: CallOptions,
): Promise<GatedScene> {
  let attempts = 0;
  let result: SceneResult;
  let check: FidelityCheck;
  let placed: PlacedProduct | undefined;
  for (;;) {
    result = await generator.generateScene(input, options);
    attempts++;
    if (result.product === 'composited') {
      return { ...result, fidelity: { action: 'composited', attempts } };
    }
    options.signal.throwIfAborted();
    placed ??= await placeProduct(input.image, input.size);
    check = await checkFidelity(placed, result.image);
    if (check.passed || policy.mode !== 'retry' || attempts > policy.retries) break;
  }
  const scores = {
    score: round(check.score),
    ssim: round(check.ssim),
    deltaE: round(check.deltaE, 2),
    detail: round(check.detail),
    attempts,
  };
  if (policy.mode === 'off') return { ...result, fidelity: { action: 'off', ...scores } };
  if (check.passed) {
    return { ...result, fidelity: { action: attempts > 1 ? 'retried' : 'passed', ...scores } };
  }
  const image = await restoreProduct(placed!, result.image, check.at);
  return { ...result, image, fidelity: { action: 'restored', ...scores } };
}

function round(value: number, digits = 3): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
