import sharp from 'sharp';
import { hasTransparentBorder, matteCutOut } from '../../images/alpha-matte';
import { type BackgroundRemover, type CallOptions, type ImageResult } from '../capabilities';
import { ISNET_SIDE, type IsnetOptions, loadIsnet, predictForeground } from './isnet-model';
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
 * cut-out; inferences run one at a time per process. A cancelled call stops before the model runs
 * or while it waits its turn, and after it (a running inference cannot be interrupted).
 */
export class LocalMlBackgroundRemover implements BackgroundRemover {
  constructor(private readonly options: IsnetOptions) {}

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
    const model = await loadIsnet(this.options);
    signal.throwIfAborted();
    let photo: { data: Buffer; width: number; height: number };
    let modelInput: Buffer;
    try {
      const { data, info } = await sharp(image)
        .autoOrient()
        .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true, kernel: 'lanczos3' })
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      photo = { data, width: info.width, height: info.height };
      if (hasTransparentBorder(photo)) return this.result(await encode(photo));
      // The model sees the whole photo squeezed to a square, as it was trained.
      modelInput = await sharp(data, {
        raw: { width: info.width, height: info.height, channels: 4 },
      })
        .removeAlpha()
        .resize(ISNET_SIDE, ISNET_SIDE, { fit: 'fill', kernel: 'linear' })
        .raw()
        .toBuffer();
    } catch (error) {
      throw undecodable(error);
    }

    const probability = await predictForeground(model, modelInput, signal);
    signal.throwIfAborted();

    const { width, height } = photo;
    const scaled = await sharp(probability, {
      raw: { width: ISNET_SIDE, height: ISNET_SIDE, channels: 1 },
    })
      .resize(width, height, { fit: 'fill', kernel: 'linear' })
      .toColourspace('b-w')
      .raw()
      .toBuffer();
    const alpha = new Uint8Array(width * height);
    for (let i = 0; i < alpha.length; i++) {
      // The photo's own transparency, if any, stays transparent.
      const own = photo.data[i * 4 + 3]!;
      const stretched = Math.round(((scaled[i]! - LOW) * 255) / (HIGH - LOW));
      alpha[i] = Math.min(own, Math.max(0, Math.min(255, stretched)));
    }
    // The model's edge is already about one 1024th of the photo wide; a little more softens the
    // stair steps of the scale-up without blurring the product's outline.
    const feather = Math.max(0.5, Math.max(width, height) / 2048);
    const cutOut = await matteCutOut({ data: photo.data, channels: 4 }, alpha, width, height, {
      feather,
    });
    signal.throwIfAborted();
    // Nothing looked like a product (a plain wall, a pattern): the photo is kept whole rather
    // than answered with an empty image.
    return this.result(cutOut ?? (await encode(photo)));
  }

  private result(image: Buffer): ImageResult {
    return { image, provider: 'local', model: this.model };
  }
}

function encode(image: { data: Buffer; width: number; height: number }): Promise<Buffer> {
  return sharp(image.data, { raw: { width: image.width, height: image.height, channels: 4 } })
    .png()
    .toBuffer();
}
