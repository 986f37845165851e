import { removeBackground } from '../../images/remove-background';
import {
  type BackgroundRemover,
  type CallOptions,
  type ImageResult,
  ProviderError,
} from '../capabilities';

export const CLASSIC_BACKGROUND_MODEL = 'classic-flood-fill-v2';

/**
 * The `classic` remover, without a model: a flood fill from the photo's edges through a backdrop
 * model fitted to the border, with a feathered, decontaminated edge (`images/remove-background.ts`).
 * Works for the plain or gently lit backdrops product photos are usually shot on; a busy backdrop
 * is only partly removed (use `local-ml` for those). Our own code, under the project's licence.
 */
export class LocalBackgroundRemover implements BackgroundRemover {
  async removeBackground(image: Buffer, { signal }: CallOptions): Promise<ImageResult> {
    // sharp's work cannot be interrupted: a cancelled call stops before it and after it.
    signal.throwIfAborted();
    let cutOut: Buffer;
    try {
      cutOut = await removeBackground(image);
    } catch (error) {
      throw undecodable(error);
    }
    signal.throwIfAborted();
    return { image: cutOut, provider: 'local', model: CLASSIC_BACKGROUND_MODEL };
  }
}

/** sharp could not read the bytes: the same bytes would fail again, so never retried. */
export function undecodable(error: unknown): ProviderError {
  return new ProviderError(
    `The image could not be decoded: ${(error as Error).message}`,
    false,
    'invalid_image',
  );
}
