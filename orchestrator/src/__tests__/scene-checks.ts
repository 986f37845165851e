import { type ProductPhoto } from '@studio/infra/testing/product-photos';
import sharp from 'sharp';
import { type BackgroundRemover, type SceneStyle } from '../providers/capabilities';
import { productCutOut } from '../providers/local/product-cut-out';
import { scenePlanFor } from '../providers/local/local-scene-generator';
import { placeProduct, renderScene } from '../providers/local/scenes/render-scene';
import { type Rect } from '../providers/local/scenes/scene-plan';
import { notCancelled } from './provider-calls';

// How a test tells whether a scene shows only the product, or a rectangle of its photo too.

/** Every scene style, one of each setting. */
export const SCENE_STYLES: SceneStyle[] = [
  { kind: 'flat-lay', surface: 'linen' },
  { kind: 'flat-lay', surface: 'marble' },
  { kind: 'flat-lay', surface: 'wood' },
  { kind: 'natural-placement', setting: 'garden' },
  { kind: 'natural-placement', setting: 'stone' },
  { kind: 'natural-placement', setting: 'forest' },
  { kind: 'water-splash', colour: 'blue' },
  { kind: 'water-splash', colour: 'clear' },
  { kind: 'water-splash', colour: 'aqua' },
  { kind: 'prompt', prompt: 'on a sunny beach' },
  { kind: 'prompt', prompt: 'a quiet night in the city' },
];
export const styleLabel = (style: SceneStyle) => Object.values(style).join(':');

/** What a scene made from a photo must be compared with. */
export interface SceneGroundTruth {
  /** Where the scene placed the cut-out (its bounding box), in pixels. */
  rect: Rect;
  /** The fixture's true product mask, cropped and scaled as the cut-out was: one byte a pixel. */
  truth: Buffer;
  /** The same scene with a fully transparent product of the same size: the set alone. */
  reference: Buffer;
}

/**
 * Where the product of `photo` lands in a scene of `style` when `remover` cuts it out, the true
 * product there (from the fixture's mask, so a remover that keeps backdrop cannot hide it), and
 * the scene drawn with nothing in the product's place.
 */
export async function sceneGroundTruth(
  photo: ProductPhoto,
  remover: BackgroundRemover,
  style: SceneStyle,
  size: number,
): Promise<SceneGroundTruth> {
  const { image: cutOut, crop } = await productCutOut(photo.photo, remover, notCancelled);
  const plan = scenePlanFor(style);
  const { rect } = await placeProduct(plan, cutOut, size);
  const truth = await sharp(photo.mask)
    .extractChannel(0)
    .extract(crop)
    .resize(rect.width, rect.height, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer();
  const nothing = await sharp({
    create: {
      width: crop.width,
      height: crop.height,
      channels: 4,
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    },
  })
    .png()
    .toBuffer();
  const reference = await renderScene(plan, nothing, size, notCancelled.signal);
  return { rect, truth, reference };
}

/** What survived of the photo's backdrop inside the product's box. */
export interface BackdropReport {
  /** Pixels of the box clear of the true product (by DILATE px): where the set must show. */
  checked: number;
  /** Of those, pixels that are not the set (nor the set in shadow). */
  foreign: number;
  /** Positions along the box's sides, clear of the product, with a step the set does not have. */
  hardEdge: number;
  edgeChecked: number;
}

/** Pixels this close to the true product may hold its resampled, feathered edge. */
const DILATE = 2;

/**
 * Inside the box where the scene put the cut-out but away from the true product, the scene must
 * be its set: the same pixels as the scene drawn without the product, or those pixels darkened
 * evenly (the product's shadow). A rectangle of the photo's backdrop is neither. Along the box's
 * sides, away from the product, the scene must not step where the set does not (the straight
 * hard edge of a pasted rectangle).
 */
export async function backdropInBox(
  scene: Buffer,
  { rect, truth, reference }: SceneGroundTruth,
): Promise<BackdropReport> {
  const decode = (png: Buffer) =>
    sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const [{ data: got, info }, { data: set }] = await Promise.all([
    decode(scene),
    decode(reference),
  ]);
  const size = info.width;
  const clear = clearOfProduct(truth, rect.width, rect.height);
  const report: BackdropReport = { checked: 0, foreign: 0, hardEdge: 0, edgeChecked: 0 };
  const at = (x: number, y: number) => (y * size + x) * 3;
  const lum = (data: Buffer, i: number) =>
    0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!;

  for (let y = 0; y < rect.height; y++) {
    for (let x = 0; x < rect.width; x++) {
      if (!clear[y * rect.width + x]) continue;
      const i = at(rect.left + x, rect.top + y);
      report.checked++;
      // The set, darkened by k (a shadow darkens every channel alike), within a little noise.
      const k = (lum(got, i) + 1) / (lum(set, i) + 1);
      let foreign = k > 1.06;
      for (let c = 0; c < 3 && !foreign; c++) {
        foreign = Math.abs(got[i + c]! - k * set[i + c]!) > Math.max(10, 0.1 * set[i + c]!);
      }
      if (foreign) report.foreign++;
    }
  }

  // Each side: the pixel just inside the box against the one just outside it.
  const sides: { inside: [number, number]; outside: [number, number]; clearAt: number }[] = [];
  for (let y = 0; y < rect.height; y++) {
    sides.push({ inside: [0, y], outside: [-1, y], clearAt: y * rect.width });
    const last = rect.width - 1;
    sides.push({ inside: [last, y], outside: [last + 1, y], clearAt: y * rect.width + last });
  }
  for (let x = 0; x < rect.width; x++) {
    sides.push({ inside: [x, 0], outside: [x, -1], clearAt: x });
    const last = rect.height - 1;
    sides.push({ inside: [x, last], outside: [x, last + 1], clearAt: last * rect.width + x });
  }
  for (const { inside, outside, clearAt } of sides) {
    const [ox, oy] = [rect.left + outside[0], rect.top + outside[1]];
    if (!clear[clearAt] || ox < 0 || oy < 0 || ox >= size || oy >= size) continue;
    const i = at(rect.left + inside[0], rect.top + inside[1]);
    const o = at(ox, oy);
    report.edgeChecked++;
    const step = Math.abs(lum(got, i) - lum(got, o));
    const setStep = Math.abs(lum(set, i) - lum(set, o));
    if (step - setStep > 24) report.hardEdge++;
  }
  return report;
}

/** Which pixels of the box are more than DILATE px from any pixel of the true product. */
function clearOfProduct(truth: Buffer, width: number, height: number): Uint8Array {
  const clear = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let near = false;
      for (let dy = -DILATE; dy <= DILATE && !near; dy++) {
        for (let dx = -DILATE; dx <= DILATE && !near; dx++) {
          const [tx, ty] = [x + dx, y + dy];
          near = tx >= 0 && ty >= 0 && tx < width && ty < height && truth[ty * width + tx]! > 0;
        }
      }
      clear[y * width + x] = near ? 0 : 1;
    }
  }
  return clear;
}
