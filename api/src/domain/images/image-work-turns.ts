/**
 * Decoding, turning and re-encoding uploaded images (the API's uploads, the worker's product-page
 * images), one image at a time per process. A 50-megapixel upload takes about 180 MB while libvips works on it; several at once
 * took the sum, and glibc kept much of it afterwards: the chaos suite's `uploads` saw the API
 * grow by 1 GB with three such uploads in flight. The work is CPU-bound and libvips already
 * spreads one image over every core, so taking turns costs uploads little time.
 */
let last: Promise<unknown> = Promise.resolve();

/** Runs `work` when the images before it are done; answers its result. */
export function inImageTurn<T>(work: () => Promise<T>): Promise<T> {
  const turn = last.then(work, work);
  last = turn.catch(() => undefined);
  return turn;
}
