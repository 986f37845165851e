import { type ProductPhoto } from '@studio/infra/testing/product-photos';
import { type BackgroundRemover } from '../providers/capabilities';

/**
 * A background remover that answers the fixture's true cut-out, whatever it is given: for tests
 * of what comes after the cut (scenes, colours), apart from how well a remover cuts.
 */
export function groundTruthRemover(photo: ProductPhoto): BackgroundRemover & { calls: number } {
  const remover = {
    calls: 0,
    async removeBackground(_image: Buffer, { signal }: { signal: AbortSignal }) {
      signal.throwIfAborted();
      remover.calls++;
      return { image: photo.cutOut, provider: 'test', model: 'ground-truth' };
    },
  };
  return remover;
}
