import sharp from 'sharp';
import { hasTransparentBorder, matteCutOut } from '../../images/alpha-matte';
import { type BackgroundRemover, type CallOptions, type ImageResult } from '../capabilities';
import { type IsnetOptions, loadIsnet } from './isnet-model';
import {
  ALL_REPAIRS,
  repairCutout,
  type RepairSteps,
} from '../../images/cutout-repair/repair-cutout';
import { predictView, type RawPhoto, secondLook } from './isnet-view';
import { RememberedCutouts, rememberedCutouts } from './remembered-cutouts';
import { undecodable } from './local-background-remover';

/** Outputs keep the photo's frame, scaled down to this long side at most (as the classic one). */
const MAX_SIDE = 2048;
/**
 * ISNet's probabilities are stretched from [LOW, HIGH] to [0, 255]. Below one half it is unsure:
 * that is where it puts the contact shadow under a product and the texture of a busy backdrop,
 * neither of which belongs in a cut-out; slightly below 1 it answers on some solid product areas
 * (a label, dark glass), which are not meant as transparency. The edge this moves inwards is a
 * fraction of a pixel, and the feather softens it again.
 */
const LOW = 128;
const HIGH = 235;

/**
 * Background removal with a segmentation model, offline: ISNet (isnet-model.ts) predicts the
 * product's mask on a 1024 × 1024 copy of the photo; the mask is scaled back to the photo and
 * finished by alpha-matte.ts (parts kept, edge feathered, edge colours decontaminated).
 *
 * The model is loaded once per process, by `warmUp()` at worker start or else by the first
 * cut-out; inferences run one at a time per process. A photo cut out again soon after is
 * answered from the remembered cut-outs (remembered-cutouts.ts). A cancelled call stops before the model runs
 * or while it waits its turn, and after it (a running inference cannot be interrupted).
 */
export class LocalMlBackgroundRemover implements BackgroundRemover {
  constructor(
    private readonly options: IsnetOptions,
    /** Which repairs of the model's mask run (all of them; the benchmark switches them). */
    private readonly repairs: RepairSteps = ALL_REPAIRS,
    /** The process's remembered cut-outs; benchmarks and tests of the model pass `none()`. */
    private readonly remembered: RememberedCutouts = rememberedCutouts(),
  ) {}

  /** The `model` each result names, e.g. `isnet-quantised`. */
  get model(): string {
    return `isnet-${this.options.size}`;
  }

  /** Loads the model now, so that the first creator does not wait for it. */
  async warmUp(): Promise<void> {
    await loadIsnet(this.options);
  }

  async removeBackground(image: Buffer, { signal }: CallOptions): Promise<ImageResult> {
    signal.throwIfAborted();
    const key = RememberedCutouts.key(image, `${this.model}/${JSON.stringify(this.repairs)}`);
    const known = this.remembered.get(key);
    if (known) return known;
    const result = await this.cutOut(image, signal);
    this.remembered.remember(key, result);
    return result;
  }

  private async cutOut(image: Buffer, signal: AbortSignal): Promise<ImageResult> {
    const model = await loadIsnet(this.options);
    signal.throwIfAborted();
    let photo: RawPhoto;
    try {
      const { data, info } = await sharp(image)
        .autoOrient()
        .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true, kernel: 'lanczos3' })
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      photo = { data, width: info.width, height: info.height };
    } catch (error) {
      throw undecodable(error);
    }
    if (hasTransparentBorder(photo)) return this.result(await encode(photo));

    const { width, height } = photo;
    const whole = { left: 0, top: 0, width, height };
    // The first look sees the whole photo squeezed to the model's square, as it was trained.
    const scaled = await predictView(model, photo, whole, signal);
    signal.throwIfAborted();
    // The second looks again at the product and its surroundings only, in more detail.
    const view = secondLook(scaled, width, height);
    if (view) {
      const closer = await predictView(model, photo, view, signal);
      signal.throwIfAborted();
      scaled.fill(0);
      for (let y = 0; y < view.height; y++) {
        closer.copy(
          scaled,
          (view.top + y) * width + view.left,
          y * view.width,
          (y + 1) * view.width,
        );
      }
    }
    const alpha = new Uint8Array(width * height);
    for (let i = 0; i < alpha.length; i++) {
      // The photo's own transparency, if any, stays transparent.
      const own = photo.data[i * 4 + 3]!;
      const stretched = Math.round(((scaled[i]! - LOW) * 255) / (HIGH - LOW));
      alpha[i] = Math.min(own, Math.max(0, Math.min(255, stretched)));
    }
    const { dropped } = await repairCutout(
      alpha,
      photo.data,
      4,
      width,
      height,
      this.repairs,
      scaled,
    );
    signal.throwIfAborted();
    // The model's edge is already about one 1024th of the photo wide; a little more softens the
    // stair steps of the scale-up without blurring the product's outline.
    const feather = Math.max(0.5, Math.max(width, height) / 2048);
    const cutOut = await matteCutOut({ data: photo.data, channels: 4 }, alpha, width, height, {
      feather,
    });
    signal.throwIfAborted();
    // Nothing looked like a product (a plain wall, a pattern): the photo is kept whole rather
    // than answered with an empty image.
    if (!cutOut) return this.result(await encode(photo));
    return { ...this.result(cutOut), droppedObjects: dropped };
  }

  private result(image: Buffer): ImageResult {
    return { image, provider: 'local', model: this.model };
  }
}

function encode(image: RawPhoto): Promise<Buffer> {
  return sharp(image.data, { raw: { width: image.width, height: image.height, channels: 4 } })
    .png()
    .toBuffer();
}
