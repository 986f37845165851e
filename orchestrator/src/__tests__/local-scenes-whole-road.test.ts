import { PRODUCT_PHOTOS } from '@studio/infra/testing/product-photos';
import { createHash } from 'node:crypto';
import { type BackgroundRemover, type ImageResult } from '../providers/capabilities';
import { createLocalProviders } from '../providers/local/local-providers';
import { LocalSceneGenerator } from '../providers/local/local-scene-generator';
import { notCancelled } from './provider-calls';
import { backdropInBox, SCENE_STYLES, sceneGroundTruth, styleLabel } from './scene-checks';

/**
 * The whole road a creator's photo takes on a fresh installation: the opaque photo, cut out by the
 * default remover (ISNet, `local-ml`), placed in every scene style. No rectangle of the photo's
 * backdrop may survive. (local-scenes-on-photos.test.ts checks the scenes with the true cut-out.)
 */

/** The default remover, asked once per distinct photo: it is deterministic, and the model slow. */
function rememberingRemover(inner: BackgroundRemover): BackgroundRemover {
  const answers = new Map<string, Promise<ImageResult>>();
  return {
    removeBackground(image, options) {
      const key = createHash('sha256').update(image).digest('hex');
      if (!answers.has(key)) answers.set(key, inner.removeBackground(image, options));
      return answers.get(key)!;
    },
  };
}

const SIZE = 256;

it('no scene style keeps a rectangle of the backdrop, from an opaque photo through the default remover', async () => {
  const remover = rememberingRemover(createLocalProviders().backgroundRemover);
  const generator = new LocalSceneGenerator(remover);
  const results: Array<{ name: string; foreign: number; hardEdge: number }> = [];
  for (const make of PRODUCT_PHOTOS) {
    const photo = await make();
    for (const style of SCENE_STYLES) {
      const { image } = await generator.generateScene(
        { image: photo.photo, style, size: SIZE },
        notCancelled,
      );
      const truth = await sceneGroundTruth(photo, remover, style, SIZE);
      const report = await backdropInBox(image, truth);
      results.push({
        name: `${photo.name} in ${styleLabel(style)}`,
        foreign: report.foreign / report.checked,
        hardEdge: report.hardEdge / report.edgeChecked,
      });
    }
  }
  // The same bounds as with the true cut-out; the flood fill it replaced left 15–82% foreign.
  expect(results.filter((r) => r.foreign >= 0.01 || r.hardEdge >= 0.03)).toEqual([]);
}, 300_000);
