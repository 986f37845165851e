import sharp from 'sharp';
import { type BackgroundRemover, type CallOptions, type ImageResult } from '../capabilities';
import { imageDataUri } from '../image-data-uri';
import {
  checkModelRef,
  PROVIDER,
  type ReplicateSettings,
  runPrediction,
} from './replicate-predictions';

/** The model's input is sent at most this large on its long side, like the local remover's. */
const MAX_INPUT_SIDE = 2048;

/**
 * Background removal by a Replicate model (`REPLICATE_BACKGROUND_MODEL`, by default
 * `bria/remove-background`). The model gets `{ image: <data URI> }` and answers the cut-out's URL;
 * the result is that image as a PNG with an alpha channel.
 */
export class ReplicateBackgroundRemover implements BackgroundRemover {
  constructor(private readonly settings: ReplicateSettings) {
    checkModelRef(settings.model);
  }

  async removeBackground(image: Buffer, { signal }: CallOptions): Promise<ImageResult> {
    const output = await runPrediction(
      this.settings,
      { image: await imageDataUri(image, { maxSide: MAX_INPUT_SIDE }) },
      signal,
    );
    const cutOut = await sharp(output).ensureAlpha().png().toBuffer();
    return { image: cutOut, provider: PROVIDER, model: this.settings.model };
  }
}
