import { type ProductPhoto } from '@studio/infra/testing/product-photos';
import sharp from 'sharp';
import { type BackgroundRemover, type SceneStyle } from '../providers/capabilities';
import { productCutOut } from '../providers/local/product-cut-out';
import { localScenePlacement, renderLocalScene } from '../providers/local/local-scene-generator';
import { type Rect } from '../providers/local/scenes/scene-plan';
import { notCancelled } from './provider-calls';

// How a test tells whether a scene shows only the product, or a rectangle of its photo too.

/** Every scene style, one of each setting, the light from either side. */
export const SCENE_STYLES: SceneStyle[] = [
  { kind: 'flat-lay', surface: 'linen' },
  { kind: 'flat-lay', surface: 'marble', light: 'right' },
  { kind: 'flat-lay', surface: 'wood' },
  { kind: 'natural-placement', setting: 'garden' },
  { kind: 'natural-placement', setting: 'stone', light: 'right' },
  { kind: 'natural-placement', setting: 'forest' },
  { kind: 'water-splash', colour: 'blue' },
  { kind: 'water-splash', colour: 'clear', light: 'right' },
  { kind: 'water-splash', colour: 'aqua' },
  { kind: 'pastel-podium', colour: 'blush', podium: 'cylinder', light: 'left' },
  { kind: 'pastel-podium', colour: 'mint', podium: 'arch', light: 'right' },
  { kind: 'pastel-podium', colour: 'lilac', podium: 'steps', light: 'left' },
  { kind: 'marble-plinth', marble: 'white', backdrop: 'stone', light: 'left' },
  { kind: 'marble-plinth', marble: 'black', backdrop: 'charcoal', light: 'right' },
  { kind: 'sunlit-shadow-play', pattern: 'blinds', wall: 'cream', light: 'left' },
  { kind: 'sunlit-shadow-play', pattern: 'leaves', wall: 'terracotta', light: 'right' },
  { kind: 'prompt', prompt: 'on a sunny beach' },
  { kind: 'prompt', prompt: 'a quiet night in the city' },
];
export const styleLabel = (style: SceneStyle) => Object.values(style).join(':');

/** What a scene made from a photo must be compared with. */
export interface SceneGroundTruth {
  /** Where the scene placed the cut-out (its bounding box), in pixels. */
  rect: Rect;
  /** The cut-out as the scene fitted it into `rect`: raw RGBA. */
  fitted: Uint8Array;
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
  const { rect, pixels: fitted } = await localScenePlacement(style, cutOut, size);
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
  const { image: reference } = await renderLocalScene(style, nothing, size, notCancelled.signal);
  return { rect, fitted, truth, reference };
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

/** The luma of each pixel of a PNG (square, `size` a side). */
async function lumaOf(png: Buffer): Promise<{ luma: Float32Array; size: number }> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const luma = new Float32Array(info.width * info.height);
  for (let i = 0; i < luma.length; i++) {
    luma[i] = 0.299 * data[i * 3]! + 0.587 * data[i * 3 + 1]! + 0.114 * data[i * 3 + 2]!;
  }
  return { luma, size: info.width };
}

/**
 * How much of the product survives in the scene: of the cut-out's opaque pixels (alpha ≥ 250,
 * as fitted into the box), the share the scene shows within `tolerance` on every channel. The
 * tolerance is the room the scene's light matching has (white balance, fall-off, rim light,
 * grain); a prop, droplet or pattern drawn over the product, or a product left out, is far more.
 */
export async function productKept(
  scene: Buffer,
  { rect, fitted }: SceneGroundTruth,
  tolerance: number,
): Promise<{ opaque: number; kept: number }> {
  const { data, info } = await sharp(scene)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let [opaque, kept] = [0, 0];
  for (let y = 0; y < rect.height; y++) {
    for (let x = 0; x < rect.width; x++) {
      const f = (y * rect.width + x) * 4;
      if (fitted[f + 3]! < 250) continue;
      const [sx, sy] = [rect.left + x, rect.top + y];
      if (sx < 0 || sy < 0 || sx >= info.width || sy >= info.height) continue;
      opaque++;
      const s = (sy * info.width + sx) * 3;
      let worst = 0;
      for (let c = 0; c < 3; c++) worst = Math.max(worst, Math.abs(data[s + c]! - fitted[f + c]!));
      if (worst <= tolerance) kept++;
    }
  }
  return { opaque, kept };
}

/**
 * The product's shadow on either side of it: the mean darkening of the set (the scene against
 * the set drawn without the product) in a band just outside its silhouette (past the contact
 * shadow's blur), on the light's side and on the far side. Standing, the band runs beside the lowest eighth of the product, where it
 * meets the surface; seen from above, beside all of it.
 */
export async function shadowBySide(
  scene: Buffer,
  { rect, fitted, reference }: SceneGroundTruth,
  options: { light: 'left' | 'right'; view: 'standing' | 'overhead' },
): Promise<{ towards: number; away: number }> {
  const [got, set] = await Promise.all([lumaOf(scene), lumaOf(reference)]);
  const size = got.size;
  const dark = (x: number, y: number) =>
    x < 0 || x >= size ? 0 : Math.max(0, set.luma[y * size + x]! - got.luma[y * size + x]!);
  const band = Math.max(4, Math.round(size * 0.08));
  // From just past the contact shadow's blur, which spreads a few pixels to either side alike.
  const gap = Math.max(2, Math.round(size * 0.02));
  const from = options.view === 'standing' ? Math.round(rect.height * 0.875) : 0;
  let [left, right, count] = [0, 0, 0];
  for (let y = from; y < rect.height; y++) {
    let [first, last] = [-1, -1];
    for (let x = 0; x < rect.width; x++) {
      if (fitted[(y * rect.width + x) * 4 + 3]! <= 128) continue;
      if (first < 0) first = x;
      last = x;
    }
    if (first < 0) continue;
    for (let k = gap; k < gap + band; k++) {
      left += dark(rect.left + first - k, rect.top + y);
      right += dark(rect.left + last + k, rect.top + y);
      count++;
    }
  }
  const [l, r] = [left / Math.max(1, count), right / Math.max(1, count)];
  return options.light === 'left' ? { towards: l, away: r } : { towards: r, away: l };
}
