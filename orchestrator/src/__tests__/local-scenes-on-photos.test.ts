import {
  PRODUCT_PHOTOS,
  type ProductPhoto,
  mugOnWallAndTable,
} from '@studio/infra/testing/product-photos';
import sharp from 'sharp';
import { type BackgroundRemover, type SceneStyle } from '../providers/capabilities';
import { LocalSceneGenerator } from '../providers/local/local-scene-generator';
import { groundTruthRemover } from './ground-truth-remover';
import { notCancelled } from './provider-calls';
import {
  backdropInBox,
  SCENE_STYLES,
  sceneGroundTruth,
  styleLabel,
  type SceneGroundTruth,
} from './scene-checks';

/**
 * The remover the scenes cut the photos out with. The true cut-out for now: these tests are about
 * what the scenes do with a cut-out. With the segmentation remover as the default, this one line
 * becomes `() => createLocalProviders().backgroundRemover`, and the same tests then hold the whole
 * road from an opaque photo to the scene to "no rectangle of the backdrop survives".
 */
const removerFor = (photo: ProductPhoto): BackgroundRemover => groundTruthRemover(photo);

const SIZE = 256;

interface Case {
  photo: ProductPhoto;
  style: SceneStyle;
  scene: Buffer;
  truth: SceneGroundTruth;
}

const cases: Case[] = [];
// 51 scenes and their 51 sets: CPU work that takes a while on a busy machine, hence the bound.
beforeAll(async () => {
  for (const make of PRODUCT_PHOTOS) {
    const photo = await make();
    const remover = removerFor(photo);
    const generator = new LocalSceneGenerator(remover);
    for (const style of SCENE_STYLES) {
      const { image } = await generator.generateScene(
        { image: photo.photo, style, size: SIZE },
        notCancelled,
      );
      cases.push({
        photo,
        style,
        scene: image,
        truth: await sceneGroundTruth(photo, remover, style, SIZE),
      });
    }
  }
}, 300_000);

describe('local scenes from photo-like shots (a mug on a wall and a table, a bottle on a busy backdrop, white on white)', () => {
  it('never show a rectangle of the photo’s backdrop: round the product, each scene is its set', async () => {
    for (const { photo, style, scene, truth } of cases) {
      const report = await backdropInBox(scene, truth);
      const name = `${photo.name} in ${styleLabel(style)}`;
      // Enough of the box lies off the product for the check to mean something.
      expect({
        name,
        checked: report.checked > truth.rect.width * truth.rect.height * 0.08,
      }).toEqual({ name, checked: true });
      // A remover's rectangle left in gives 6% to 100% foreign pixels and 27% to 100% of the
      // sides stepping (the test below); the set itself, 0 and 0.
      expect({ name, foreign: report.foreign / report.checked < 0.01 }).toEqual({
        name,
        foreign: true,
      });
      expect({ name, hardEdge: report.hardEdge / report.edgeChecked < 0.03 }).toEqual({
        name,
        hardEdge: true,
      });
    }
  });

  it('size a prompt’s product as a photographer would: its longer side 45–65% of the frame', () => {
    // The studio styles' sizes are checked in studio-scenes-on-photos.test.ts.
    for (const { photo, style, truth } of cases) {
      if (style.kind !== 'prompt') continue;
      const share = Math.max(truth.rect.width, truth.rect.height) / SIZE;
      const name = `${photo.name} in ${styleLabel(style)}`;
      expect({ name, share: share >= 0.45 && share <= 0.65 }).toEqual({ name, share: true });
    }
  });

  it('stand a product on the ground with a contact shadow under its base only, not under its handle', async () => {
    for (const { photo, style, scene, truth } of cases) {
      // The mug (its handle overhangs the table), in the styles that stand it on a floor.
      // Not lying flat (flat lay), nor standing in water, where its reflection meets it instead.
      if (
        photo.name !== 'mug-on-wall-and-table' ||
        style.kind === 'flat-lay' ||
        style.kind === 'water-splash'
      ) {
        continue;
      }
      const { base, handle } = await darkeningUnderBase(scene, truth);
      const name = `${styleLabel(style)}`;
      expect({ name, base: base > 20 }).toEqual({ name, base: true });
      expect({ name, handle: handle < base * 0.3 }).toEqual({ name, handle: true });
    }
  });

  it('would see the rectangle if a remover left one', async () => {
    const mug = await mugOnWallAndTable();
    const keepsEverything: BackgroundRemover = {
      removeBackground: async (image) => ({
        image: await sharp(image).ensureAlpha().png().toBuffer(),
        provider: 'test',
        model: 'keeps-the-backdrop',
      }),
    };
    // One style of each kind.
    for (const style of SCENE_STYLES.filter((_, i) => i % 3 === 0)) {
      const { image } = await new LocalSceneGenerator(keepsEverything).generateScene(
        { image: mug.photo, style, size: SIZE },
        notCancelled,
      );
      const report = await backdropInBox(
        image,
        await sceneGroundTruth(mug, keepsEverything, style, SIZE),
      );
      expect(report.foreign / report.checked).toBeGreaterThan(0.25);
      expect(report.hardEdge / report.edgeChecked).toBeGreaterThan(0.2);
    }
  }, 120_000);
});

/** The darkening of the set (reference minus scene, luma) at a pixel. */
async function darkening(
  scene: Buffer,
  reference: Buffer,
): Promise<(x: number, y: number) => number> {
  const luma = async (png: Buffer) => {
    const { data, info } = await sharp(png)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const out = new Float32Array(info.width * info.height);
    for (let i = 0; i < out.length; i++) {
      out[i] = 0.299 * data[i * 3]! + 0.587 * data[i * 3 + 1]! + 0.114 * data[i * 3 + 2]!;
    }
    return out;
  };
  const [got, set] = await Promise.all([luma(scene), luma(reference)]);
  return (x, y) => Math.max(0, set[y * SIZE + x]! - got[y * SIZE + x]!);
}

/**
 * The mean darkening in the three rows under the product's box: under the columns where the
 * product stands (its lowest rows are product) and under those it only overhangs (a handle).
 */
async function darkeningUnderBase(scene: Buffer, { rect, truth, reference }: SceneGroundTruth) {
  const dark = await darkening(scene, reference);
  const footprint = Math.max(2, Math.round(rect.height * 0.04));
  const base: number[] = [];
  const handle: number[] = [];
  for (let x = 0; x < rect.width; x++) {
    let stands = false;
    let any = false;
    for (let y = 0; y < rect.height; y++) {
      if (truth[y * rect.width + x]! <= 128) continue;
      any = true;
      if (y >= rect.height - footprint) stands = true;
    }
    if (stands) base.push(x);
    else if (any) handle.push(x);
  }
  const mean = (columns: number[]) => {
    let sum = 0;
    for (const x of columns) {
      for (let dy = 0; dy < 3; dy++) sum += dark(rect.left + x, rect.top + rect.height + dy);
    }
    return sum / (columns.length * 3);
  };
  return { base: mean(base), handle: mean(handle) };
}
