import { undecodable } from '../../providers/local/local-background-remover';
import { placeProduct, productCanvas } from './product-placement';

/**
 * What a generative scene model is given to keep: the cut-out placed on a transparent square of
 * `size` pixels where the fidelity gate will look for it. An image that cannot be decoded is the
 * adapters' final `invalid_image`, refused before any call.
 */
export async function referenceCanvas(cutOut: Buffer, size: number): Promise<Buffer> {
  try {
    return await productCanvas(await placeProduct(cutOut, size));
  } catch (error) {
    throw undecodable(error);
  }
}
