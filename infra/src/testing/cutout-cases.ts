import sharp from 'sharp';
import { mulberry32 } from '@studio/orchestrator/providers/local/scenes/noise';
import { blackVelvet, greySweep, tiledRoom, whiteRoom, woodRoom } from './cutout-cases/backdrops';
import { type CutoutCase, photograph } from './cutout-cases/photograph';
import {
  AMBER_BOTTLE,
  BLACK_JAR,
  BOX,
  CHAIR,
  CHROME_BOTTLE,
  CLEAR_BOTTLE,
  CLEAR_BOTTLE_SILHOUETTE,
  DESK_LAMP,
  HARD_SHADOW,
  knitBeanie,
  POTTED_PLANT,
  WHITE_MUG,
} from './cutout-cases/products';
import { PRODUCT_PHOTOS } from './product-photos';

export { type CutoutCase } from './cutout-cases/photograph';

/**
 * The cut-out benchmark's cases (`npm run bench -- cutout-quality`): photos of what creators
 * shoot, drawn in code with the alpha a perfect cut-out would have, covering what breaks
 * cut-outs: low contrast (brown on wood, white on white, black on black), holes (a handle, a
 * chair's legs), thin parts, gloss, clear glass, soft fabric, hard shadows, a second object, and
 * grain, blur and heavy JPEG. Deterministic: the same bytes every run.
 */
const W = 800;
const H = 600;

/** A soft shadow under a product's base, as a room's window light leaves it. */
const contact = (cx: number, cy: number, rx: number, ry: number, opacity = 0.45) =>
  `<defs><filter id="soft"><feGaussianBlur stdDeviation="${(ry * 0.7).toFixed(1)}"/></filter></defs>
   <ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#000" fill-opacity="${opacity}" filter="url(#soft)"/>`;

/** The first complaint: a brown bottle with a kraft label on a brown wooden table. */
export const brownBottleOnWood = (): Promise<CutoutCase> =>
  photograph({
    name: 'brown-bottle-on-wood',
    hard: 'brown glass and a kraft label on a brown wooden table',
    backdrop: woodRoom(W, H, 3),
    product: AMBER_BOTTLE,
    shadows: contact(412, 524, 90, 10),
    grain: 4,
    jpegQuality: 85,
    seed: 31,
  });

const CASES: Array<() => Promise<CutoutCase>> = [
  brownBottleOnWood,
  () =>
    photograph({
      name: 'white-mug-on-white',
      hard: 'a white mug on a white table; its handle has a hole',
      backdrop: whiteRoom(W, H, 5),
      product: WHITE_MUG,
      shadows: contact(420, 450, 110, 12, 0.3),
      grain: 3.5,
      jpegQuality: 85,
      seed: 32,
    }),
  () =>
    photograph({
      name: 'black-jar-on-velvet',
      hard: 'black on black: only highlights tell the jar apart',
      backdrop: blackVelvet(W, H, 7),
      product: BLACK_JAR,
      grain: 5,
      jpegQuality: 85,
      seed: 33,
    }),
  () =>
    photograph({
      name: 'chair-legs',
      hard: "a chair: the floor shows between its legs and its back's slats",
      backdrop: tiledRoom(W, H, 9),
      product: CHAIR,
      shadows: contact(404, 548, 150, 12, 0.35),
      grain: 4,
      jpegQuality: 85,
      seed: 34,
    }),
  () =>
    photograph({
      name: 'lamp-thin-arm',
      hard: 'a desk lamp whose arms are 5–6 px thin',
      backdrop: greySweep(W, H, 11),
      product: DESK_LAMP,
      shadows: contact(340, 528, 100, 10),
      grain: 4,
      jpegQuality: 85,
      seed: 35,
    }),
  () =>
    photograph({
      name: 'chrome-bottle',
      hard: 'chrome mirrors the grey room it stands in',
      backdrop: greySweep(W, H, 13),
      product: CHROME_BOTTLE,
      shadows: contact(404, 496, 110, 10),
      grain: 4,
      jpegQuality: 85,
      seed: 36,
    }),
  () =>
    photograph({
      name: 'clear-glass-bottle',
      hard: 'clear glass: the tiles show through the bottle',
      backdrop: tiledRoom(W, H, 15),
      product: CLEAR_BOTTLE,
      silhouette: CLEAR_BOTTLE_SILHOUETTE,
      shadows: contact(404, 520, 95, 10, 0.3),
      grain: 4,
      jpegQuality: 85,
      seed: 37,
    }),
  () =>
    photograph({
      name: 'knit-beanie',
      hard: 'soft wool: the outline is fibres',
      backdrop: whiteRoom(W, H, 17),
      product: knitBeanie(mulberry32(17)),
      shadows: contact(404, 502, 170, 12, 0.3),
      grain: 4,
      jpegQuality: 85,
      seed: 38,
    }),
  () =>
    photograph({
      name: 'box-hard-shadow',
      hard: 'low sun: a long, dark, sharp shadow beside the box',
      backdrop: whiteRoom(W, H, 19),
      product: BOX,
      shadows: HARD_SHADOW,
      grain: 3,
      jpegQuality: 85,
      seed: 39,
    }),
  () =>
    photograph({
      name: 'bottle-and-plant',
      hard: 'a plant beside the product: only the bottle is meant',
      backdrop: woodRoom(W, H, 21),
      product: CHROME_BOTTLE,
      others: POTTED_PLANT,
      shadows: contact(404, 496, 110, 10) + contact(650, 510, 60, 8),
      grain: 4,
      jpegQuality: 85,
      seed: 40,
    }),
  () =>
    photograph({
      name: 'mug-grain-blur-jpeg',
      hard: 'a dim room: heavy grain, soft focus, JPEG at quality 55',
      backdrop: tiledRoom(W, H, 23),
      product: WHITE_MUG,
      shadows: contact(420, 450, 110, 12),
      grain: 9,
      blur: 1.6,
      jpegQuality: 55,
      seed: 41,
    }),
  // The earlier fixtures, kept so that no step buys these at the cost of what worked.
  ...PRODUCT_PHOTOS.map((make) => async (): Promise<CutoutCase> => {
    const fixture = await make();
    const truth = await sharp(fixture.mask).toColourspace('b-w').raw().toBuffer();
    return {
      name: fixture.name,
      hard: 'an earlier fixture',
      width: fixture.width,
      height: fixture.height,
      photo: fixture.photo,
      truth: new Uint8Array(truth.buffer, truth.byteOffset, truth.length),
    };
  }),
];

/** Every case, drawn one after another (each takes a fraction of a second). */
export async function cutoutCases(): Promise<CutoutCase[]> {
  const cases: CutoutCase[] = [];
  for (const make of CASES) cases.push(await make());
  return cases;
}
