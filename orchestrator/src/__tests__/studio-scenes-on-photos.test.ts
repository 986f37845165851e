import { PRODUCT_PHOTOS, type ProductPhoto } from '@studio/infra/testing/product-photos';
import { createHash } from 'node:crypto';
import { LocalSceneGenerator } from '../providers/local/local-scene-generator';
import { studioStyleFor, type StudioSceneStyle } from '../providers/local/studio/studio-styles';
import { groundTruthRemover } from './ground-truth-remover';
import { notCancelled } from './provider-calls';
import {
  productKept,
  SCENE_STYLES,
  sceneGroundTruth,
  shadowBySide,
  styleLabel,
  type SceneGroundTruth,
} from './scene-checks';

/**
 * Every studio style (the three reworked scenes and the studio sets) on the photo-like fixtures,
 * with their true cut-outs: the product is whole, fills the share of the frame's height its
 * style states, and casts its shadow away from the style's light.
 */

const SIZE = 256;
const STYLES = SCENE_STYLES.filter((s): s is StudioSceneStyle => s.kind !== 'prompt');
/**
 * How far a product pixel may move with the set's light: white balance (≤ 6%), the fall-off
 * across it (+3% to −4%), the rim light on its lit edge and the frame's grain and vignette.
 */
const LIGHT_MATCHING = 32;

interface Case {
  name: string;
  photo: ProductPhoto;
  style: StudioSceneStyle;
  scene: Buffer;
  truth: SceneGroundTruth;
}

const cases: Case[] = [];
beforeAll(async () => {
  for (const make of PRODUCT_PHOTOS) {
    const photo = await make();
    const remover = groundTruthRemover(photo);
    const generator = new LocalSceneGenerator(remover);
    for (const style of STYLES) {
      const { image } = await generator.generateScene(
        { image: photo.photo, style, size: SIZE },
        notCancelled,
      );
      cases.push({
        name: `${photo.name} in ${styleLabel(style)}`,
        photo,
        style,
        scene: image,
        truth: await sceneGroundTruth(photo, remover, style, SIZE),
      });
    }
  }
}, 240_000);

describe('studio scenes on photo-like shots', () => {
  it('keep the product whole: at least 98% of its opaque pixels, within the light matching', async () => {
    for (const { name, scene, truth } of cases) {
      const { opaque, kept } = await productKept(scene, truth, LIGHT_MATCHING);
      expect({ name, enough: opaque > 1000 && kept / opaque >= 0.98 }).toEqual({
        name,
        enough: true,
      });
    }
  });

  it('fill the share of the frame’s height their style states, 55–70%', () => {
    for (const { name, style, truth } of cases) {
      const stated = studioStyleFor(style).height;
      const share = truth.rect.height / SIZE;
      expect({ name, stated: stated >= 0.55 && stated <= 0.7 }).toEqual({ name, stated: true });
      expect({ name, share: Math.abs(share - stated) <= 1.5 / SIZE }).toEqual({
        name,
        share: true,
      });
    }
  });

  it('cast the product’s shadow away from the light: beside it, the far side is the darker', async () => {
    for (const { name, style, scene, truth } of cases) {
      const { light, view } = studioStyleFor(style);
      const { towards, away } = await shadowBySide(scene, truth, { light, view });
      expect({ name, shadow: away > 3 && away > towards * 1.5 }).toEqual({
        name,
        shadow: true,
      });
    }
  });

  it('draw the same bytes for the same input, and another picture for the light from the other side', async () => {
    const photo = await PRODUCT_PHOTOS[0]!();
    const generator = new LocalSceneGenerator(groundTruthRemover(photo));
    const digest = async (style: StudioSceneStyle) =>
      createHash('sha256')
        .update(
          (await generator.generateScene({ image: photo.photo, style, size: 128 }, notCancelled))
            .image,
        )
        .digest('hex');
    const left: StudioSceneStyle = {
      kind: 'marble-plinth',
      marble: 'white',
      backdrop: 'stone',
      light: 'left',
    };
    expect(await digest(left)).toBe(await digest(left));
    expect(await digest({ ...left, light: 'right' })).not.toBe(await digest(left));
  });
});
