import sharp from 'sharp';
import { lumaPlane, type Plane } from './float-planes';
import { type FidelityScores, measureFidelity } from './fidelity-measures';
import { locateProduct } from './locate-product';
import { type Box, type PlacedProduct, type RgbaImage } from './product-placement';

/**
 * The gate's thresholds, from the stand-in cases measured in `__tests__/fidelity-gate.test.ts`
 * (figures in orchestrator/README.md, "The fidelity gate"): a product the model kept, re-rendered
 * with its own light and softness, scores SSIM ≈ 0.95, detail ≈ 0.93 and ΔE00 ≈ 1.6; a redrawn
 * label falls below both structural thresholds, a hue shift far beyond the colour one.
 */
export const FIDELITY_THRESHOLDS = {
  /** Masked SSIM of the luma at least this. */
  ssim: 0.9,
  /** Edge similarity at least this. */
  detail: 0.8,
  /** Mean CIEDE2000 at most this: about the difference a shopper notices side by side. */
  deltaE: 6,
} as const;

/** The product is judged at most this many pixels on its longer side: a model's re-rendering of
 * sub-pixel detail is not a change a shopper sees, and the gate stays cheap. */
const MEASURE_SIDE = 256;
/** The coarse search's product size, and how far (share of the product's side) it looks. */
const COARSE_SIDE = 64;
const SEARCH_SHARE = 0.1;
/** Solid pixels of the cut-out: the region compared (edges mix with the backdrop). */
const SOLID_ALPHA = 250;
/** Room for SSIM's window round the product. */
const WINDOW_PAD = 6;

export interface FidelityCheck extends FidelityScores {
  passed: boolean;
  /** Where the product's layer lies in the scene (its top-left, in scene pixels). */
  at: { left: number; top: number };
}

/** The scene (a PNG of `placed.size` square) judged against the placed cut-out. */
export async function checkFidelity(placed: PlacedProduct, scene: Buffer): Promise<FidelityCheck> {
  const { box, size } = placed;
  const frame = await rgbFrame(scene, size);
  const reach = Math.ceil(Math.max(box.width, box.height) * SEARCH_SHARE);
  const region = clampBox(
    {
      left: box.left - reach - WINDOW_PAD,
      top: box.top - reach - WINDOW_PAD,
      width: box.width + 2 * (reach + WINDOW_PAD),
      height: box.height + 2 * (reach + WINDOW_PAD),
    },
    size,
  );

  // Coarse, then at the measuring scale, then (only if the product moved) to the pixel.
  const coarse = Math.min(1, COARSE_SIDE / Math.max(box.width, box.height));
  const fine = Math.min(1, MEASURE_SIDE / Math.max(box.width, box.height));
  let at = { left: box.left, top: box.top };
  const c = await scaledViews(frame, placed, region, coarse);
  at = locateIn(c, box, at, Math.ceil(reach * coarse) + 1);
  const f = await scaledViews(frame, placed, region, fine);
  at = locateIn(f, box, at, Math.ceil(fine / coarse) + 1);
  if (fine < 1 && (at.left !== box.left || at.top !== box.top)) {
    const full = await scaledViews(frame, placed, region, 1);
    at = locateIn(full, box, at, Math.ceil(1 / fine) + 1);
  }

  const scores = await measureAt(frame, placed, at, fine);
  const passed =
    scores.ssim >= FIDELITY_THRESHOLDS.ssim &&
    scores.detail >= FIDELITY_THRESHOLDS.detail &&
    scores.deltaE <= FIDELITY_THRESHOLDS.deltaE;
  return { ...scores, passed, at };
}

/**
 * Where the view finds the product searching round `at`, weighed against `box` (where it was
 * asked to be): `box` itself, not rounded through the view, unless a shift is clearly better.
 */
function locateIn(
  view: ScaledViews,
  box: Box,
  at: { left: number; top: number },
  range: number,
): { left: number; top: number } {
  const expected = view.expectedAt(box);
  const found = locateProduct(view.sceneLuma, view.layerLuma, view.mask, {
    expected,
    around: view.expectedAt(at),
    range,
  });
  return found.x === expected.x && found.y === expected.y
    ? { left: box.left, top: box.top }
    : view.sceneAt(found);
}

/** The scene as RGB bytes of `size` square (a model's other size resized, as the adapters do). */
async function rgbFrame(scene: Buffer, size: number): Promise<RgbaImage> {
  const { data, info } = await sharp(scene)
    .resize(size, size, { fit: 'cover' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

interface ScaledViews {
  scale: number;
  /** The search region of the scene, RGB and luma. */
  scene: Uint8Array;
  sceneLuma: Plane;
  /** The product's layer, RGBA, its luma and its solid pixels. */
  layer: RgbaImage;
  layerLuma: Plane;
  mask: Uint8Array;
  /** Scene pixels to this view's region and back. */
  expectedAt(at: { left: number; top: number }): { x: number; y: number };
  sceneAt(p: { x: number; y: number }): { left: number; top: number };
}

async function scaledViews(
  frame: RgbaImage,
  placed: PlacedProduct,
  region: Box,
  scale: number,
): Promise<ScaledViews> {
  const width = Math.max(1, Math.round(region.width * scale));
  const height = Math.max(1, Math.round(region.height * scale));
  const scene = await sharp(frame.data, {
    raw: { width: frame.width, height: frame.height, channels: 3 },
  })
    .extract(region)
    .resize(width, height, { fit: 'fill' })
    .raw()
    .toBuffer();
  const { layer } = placed;
  const lw = Math.max(1, Math.round(layer.width * scale));
  const lh = Math.max(1, Math.round(layer.height * scale));
  const scaled =
    scale === 1
      ? layer.data
      : await sharp(layer.data, { raw: { width: layer.width, height: layer.height, channels: 4 } })
          .resize(lw, lh, { fit: 'fill' })
          .raw()
          .toBuffer();
  const rgb = new Uint8Array(lw * lh * 3);
  const mask = new Uint8Array(lw * lh);
  for (let i = 0; i < lw * lh; i++) {
    rgb[i * 3] = scaled[i * 4]!;
    rgb[i * 3 + 1] = scaled[i * 4 + 1]!;
    rgb[i * 3 + 2] = scaled[i * 4 + 2]!;
    mask[i] = scaled[i * 4 + 3]! >= SOLID_ALPHA ? 1 : 0;
  }
  return {
    scale,
    scene,
    sceneLuma: lumaPlane(scene, width, height),
    layer: { data: scaled, width: lw, height: lh },
    layerLuma: lumaPlane(rgb, lw, lh),
    mask,
    expectedAt: (at) => ({
      x: Math.round((at.left - region.left) * scale),
      y: Math.round((at.top - region.top) * scale),
    }),
    sceneAt: (p) => ({
      left: region.left + Math.round(p.x / scale),
      top: region.top + Math.round(p.y / scale),
    }),
  };
}

/**
 * Scores with the layer's top-left at `at` (scene pixels): the scene as generated against the
 * same scene with the original product composited over it, over a window just round the product.
 * The window is cut from the scene at the layer's own place and both are scaled together, so the
 * two stay aligned to the pixel at any scale.
 */
async function measureAt(
  frame: RgbaImage,
  placed: PlacedProduct,
  at: { left: number; top: number },
  scale: number,
): Promise<FidelityScores> {
  const { layer } = placed;
  const pad = Math.ceil(WINDOW_PAD / scale);
  const window = {
    left: at.left - pad,
    top: at.top - pad,
    width: layer.width + 2 * pad,
    height: layer.height + 2 * pad,
  };
  const inside = clampBox(window, frame.width);
  const width = Math.max(1, Math.round(window.width * scale));
  const height = Math.max(1, Math.round(window.height * scale));
  // What lies outside the frame repeats its edge: it is the same in both images anyway. Two
  // passes each, as sharp resizes before it extends whatever the order of the calls.
  const cut = await sharp(frame.data, {
    raw: { width: frame.width, height: frame.height, channels: 3 },
  })
    .extract(inside)
    .extend({
      left: inside.left - window.left,
      top: inside.top - window.top,
      right: window.left + window.width - (inside.left + inside.width),
      bottom: window.top + window.height - (inside.top + inside.height),
      extendWith: 'copy',
    })
    .raw()
    .toBuffer();
  const actual = await sharp(cut, {
    raw: { width: window.width, height: window.height, channels: 3 },
  })
    .resize(width, height, { fit: 'fill' })
    .raw()
    .toBuffer();
  const padded = await sharp(layer.data, {
    raw: { width: layer.width, height: layer.height, channels: 4 },
  })
    .extend({
      left: pad,
      top: pad,
      right: pad,
      bottom: pad,
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    })
    .raw()
    .toBuffer();
  const product = await sharp(padded, {
    raw: { width: window.width, height: window.height, channels: 4 },
  })
    .resize(width, height, { fit: 'fill' })
    .raw()
    .toBuffer();
  const expected = new Uint8Array(width * height * 3);
  const mask = new Uint8Array(width * height);
  for (let i = 0; i < width * height; i++) {
    const a = product[i * 4 + 3]! / 255;
    for (let ch = 0; ch < 3; ch++) {
      expected[i * 3 + ch] = Math.round(product[i * 4 + ch]! * a + actual[i * 3 + ch]! * (1 - a));
    }
    mask[i] = product[i * 4 + 3]! >= SOLID_ALPHA ? 1 : 0;
  }
  return measureFidelity(expected, actual, mask, width, height);
}

function clampBox(box: Box, size: number): Box {
  const left = Math.max(0, box.left);
  const top = Math.max(0, box.top);
  return {
    left,
    top,
    width: Math.min(size, box.left + box.width) - left,
    height: Math.min(size, box.top + box.height) - top,
  };
}
