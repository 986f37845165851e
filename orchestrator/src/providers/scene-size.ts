import { ProviderError } from './capabilities';

/** The side of a scene, in pixels: every scene generator takes the same range. */
export const MIN_SCENE_SIZE = 64;
export const MAX_SCENE_SIZE = 4096;

/** Refuses a size outside the range before any work (or any paid call) is done. */
export function checkSceneSize(size: number): void {
  if (!Number.isInteger(size) || size < MIN_SCENE_SIZE || size > MAX_SCENE_SIZE) {
    throw new ProviderError(
      `The scene size must be a whole number of pixels from ${MIN_SCENE_SIZE} to ${MAX_SCENE_SIZE}, not ${size}.`,
      false,
      'invalid_size',
    );
  }
}
