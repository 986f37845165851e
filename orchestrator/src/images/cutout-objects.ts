import sharp from 'sharp';
import { labelParts } from './mask-ops';

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** One object of a cut-out the touch-up lists: kept (in the cut-out) or dropped by the remover. */
export interface CutoutObject {
  /** Its value in the objects map's red channel (1…). */
  label: number;
  kept: boolean;
  box: Box;
}

export interface CutoutObjects {
  width: number;
  height: number;
  objects: CutoutObject[];
  /**
   * The objects map, an RGB PNG of the cut-out's size: red is each pixel's object label (0 for
   * none), green the alpha the object has when kept (the cut-out's own alpha for a kept object,
   * an estimate for a dropped one). The touch-up keeps or drops an object with it exactly.
   */
  map: Buffer;
}

/** A part smaller than this share of the frame is a speck, not an object to offer (the brush is). */
const MIN_SHARE = 0.002;
/** At most this many objects are listed, largest first. */
const MAX_OBJECTS = 12;
/** How far (RGB distance) a pixel differs from a dropped object's surroundings to count as it. */
const BACKDROP_DISTANCE = 48;

/**
 * The objects of a cut-out, for the creator's touch-up: each 8-connected part of the cut-out
 * (kept), and each box the remover says it left out (dropped). The remover does not answer its
 * alpha for what it dropped, so a dropped object's pixels are estimated as those of its box that
 * differ from the colour just around the box (the median of a one-pixel ring outside it): honest
 * for an object on a plain or even surface, rough on a busy one, where the brush finishes it.
 */
export async function cutoutObjects(
  photo: Buffer,
  cutOut: Buffer,
  dropped: readonly Box[] = [],
): Promise<CutoutObjects> {
  const cut = await sharp(cutOut).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = cut.info;
  const pixels = width * height;
  const alpha = new Uint8Array(pixels);
  for (let i = 0; i < pixels; i++) alpha[i] = cut.data[i * 4 + 3]!;
  // The photo in the cut-out's frame (the remover may have scaled it down).
  const rgb = await sharp(photo)
    .autoOrient()
    .resize(width, height, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer();

  const label = new Uint8Array(pixels);
  const keptAlpha = new Uint8Array(pixels);
  const objects: CutoutObject[] = [];
  const parts = labelParts((i) => alpha[i]! > 127, width, height);
  const largest = parts.sizes
    .map((size, part) => ({ size, part }))
    .filter((p) => p.size >= MIN_SHARE * pixels)
    .sort((a, b) => b.size - a.size)
    .slice(0, MAX_OBJECTS);
  for (const { part } of largest) {
    const id = objects.length + 1;
    const bounds = { x0: width, y0: height, x1: -1, y1: -1 };
    for (let i = 0; i < pixels; i++) {
      if (parts.label[i] !== part) continue;
      label[i] = id;
      const x = i % width;
      const y = (i - x) / width;
      bounds.x0 = Math.min(bounds.x0, x);
      bounds.y0 = Math.min(bounds.y0, y);
      bounds.x1 = Math.max(bounds.x1, x);
      bounds.y1 = Math.max(bounds.y1, y);
    }
    objects.push({ label: id, kept: true, box: boxOf(bounds) });
  }
  // The soft edge (alpha up to one half) belongs to the part it borders: dropping an object
  // must not leave its outline behind.
  growLabels(label, (i) => alpha[i]! > 0, width, height, 3);
  // So does the debris the remover left around a part (flecks of its ragged edge): dropping the
  // part takes what lies within a small margin of its box with it.
  const margin = Math.max(4, Math.round(Math.max(width, height) * 0.03));
  for (let i = 0; i < pixels; i++) {
    if (label[i] || alpha[i] === 0) continue;
    const x = i % width;
    const y = (i - x) / width;
    const near = objects.find(
      ({ box }) =>
        x >= box.left - margin &&
        x < box.left + box.width + margin &&
        y >= box.top - margin &&
        y < box.top + box.height + margin,
    );
    if (near) label[i] = near.label;
  }
  for (let i = 0; i < pixels; i++) if (label[i]) keptAlpha[i] = alpha[i]!;

  for (const given of dropped) {
    if (objects.length >= MAX_OBJECTS) break;
    const box = clip(given, width, height);
    if (!box) continue;
    const id = objects.length + 1;
    const around = ringMedian(rgb, box, width, height);
    for (let y = box.top; y < box.top + box.height; y++) {
      for (let x = box.left; x < box.left + box.width; x++) {
        const i = y * width + x;
        if (label[i] || alpha[i]! > 0) continue;
        const d = Math.hypot(
          rgb[i * 3]! - around[0],
          rgb[i * 3 + 1]! - around[1],
          rgb[i * 3 + 2]! - around[2],
        );
        if (d > BACKDROP_DISTANCE) {
          label[i] = id;
          keptAlpha[i] = 255;
        }
      }
    }
    objects.push({ label: id, kept: false, box });
  }

  const map = Buffer.alloc(pixels * 3);
  for (let i = 0; i < pixels; i++) {
    map[i * 3] = label[i]!;
    map[i * 3 + 1] = keptAlpha[i]!;
  }
  return {
    width,
    height,
    objects,
    map: await sharp(map, { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer(),
  };
}

function boxOf(b: { x0: number; y0: number; x1: number; y1: number }): Box {
  return { left: b.x0, top: b.y0, width: b.x1 - b.x0 + 1, height: b.y1 - b.y0 + 1 };
}

function clip(box: Box, width: number, height: number): Box | undefined {
  const left = Math.max(0, Math.round(box.left));
  const top = Math.max(0, Math.round(box.top));
  const right = Math.min(width, Math.round(box.left + box.width));
  const bottom = Math.min(height, Math.round(box.top + box.height));
  return right > left && bottom > top
    ? { left, top, width: right - left, height: bottom - top }
    : undefined;
}

/** Unlabelled pixels that `inside` admits take a labelled neighbour's label, `steps` times. */
function growLabels(
  label: Uint8Array,
  inside: (i: number) => boolean,
  width: number,
  height: number,
  steps: number,
) {
  for (let step = 0; step < steps; step++) {
    const before = label.slice();
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = y * width + x;
        if (before[i] || !inside(i)) continue;
        const next =
          (x > 0 && before[i - 1]) ||
          (x < width - 1 && before[i + 1]) ||
          (y > 0 && before[i - width]) ||
          (y < height - 1 && before[i + width]) ||
          0;
        if (next) label[i] = next;
      }
    }
  }
}

/** The median colour of the one-pixel ring just outside `box` (inside it where the frame ends). */
function ringMedian(
  rgb: Buffer,
  box: Box,
  width: number,
  height: number,
): [number, number, number] {
  const x0 = Math.max(0, box.left - 1);
  const y0 = Math.max(0, box.top - 1);
  const x1 = Math.min(width - 1, box.left + box.width);
  const y1 = Math.min(height - 1, box.top + box.height);
  const channels: [number[], number[], number[]] = [[], [], []];
  const take = (x: number, y: number) => {
    const i = (y * width + x) * 3;
    for (let c = 0; c < 3; c++) channels[c]!.push(rgb[i + c]!);
  };
  for (let x = x0; x <= x1; x++) {
    take(x, y0);
    take(x, y1);
  }
  for (let y = y0 + 1; y < y1; y++) {
    take(x0, y);
    take(x1, y);
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1] ?? 0;
  return [median(channels[0]), median(channels[1]), median(channels[2])];
}
