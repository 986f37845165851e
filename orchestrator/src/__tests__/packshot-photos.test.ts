import sharp from 'sharp';
import { type NodeValue } from '@studio/workflows/graph/node-values';
import {
  bottleOnBusyBackground,
  mugOnWallAndTable,
  type ProductPhoto,
  whiteProductOnWhite,
} from '@studio/infra/testing/product-photos';
import { loadWorkerConfig } from '../config';
import { trimToAlpha } from '../images/alpha-matte';
import { packshotLayout } from '../images/packshot';
import { NODE_HANDLERS, type NodeContext } from '../nodes/node-handlers';
import { createProviders } from '../providers/create-providers';

/*
 * The White and Black Packshot nodes on photo-like shots, through the worker's default remover
 * (local-ml: ISNet), measured against each shot's ground truth placed where the packshot places
 * a product of its size (shifted by up to SHIFT pixels to line up with it):
 * - the background outside the product and its shadow is white (≥ 97 % of those pixels at
 *   luma ≥ 240), or black (≥ 97 % at luma ≤ 15);
 * - the product's own pixels are kept (≥ 95 % of them within 32 levels of the truth, per channel).
 */

const SIZE = 1024;
const providers = createProviders(
  loadWorkerConfig({ DATABASE_URL: 'postgres://localhost/test' }).ai,
);

/** The Packshot node's handler, run as an activity runs it, on `photo`. */
async function packshotNode(photo: Buffer, background: 'white' | 'black'): Promise<Buffer> {
  let saved: Buffer | undefined;
  const ctx: NodeContext<'image.packshot'> = {
    params: { background, shadow: true, shape: 'square', hd: false },
    inputs: { image: { kind: 'image', fileKey: 'photo' } },
    providers,
    imageSize: SIZE,
    signal: new AbortController().signal,
    load: async (value: NodeValue | undefined) => {
      expect(value).toEqual({ kind: 'image', fileKey: 'photo' });
      return photo;
    },
    save: async (bytes) => {
      saved = bytes;
      return 'packshot';
    },
  };
  await NODE_HANDLERS['image.packshot'](ctx);
  return saved!;
}

/** Each shot's packshot per background, made once per file (a cut-out takes seconds). */
const made = new Map<string, Promise<Buffer>>();
function packshotOf(shot: ProductPhoto, background: 'white' | 'black'): Promise<Buffer> {
  const key = `${shot.name}/${background}`;
  if (!made.has(key)) made.set(key, packshotNode(shot.photo, background));
  return made.get(key)!;
}

interface Figures {
  /** Share of the background (outside the product, dilated, and the shadow's box) at the colour. */
  background: number;
  /** Share of the product's solid pixels kept in their own colours. */
  productKept: number;
}

/** Dilation, in pixels, around the true product: the cut's edge may sit a pixel or two off. */
const EDGE = 3;
/** How far, in pixels, the truth may be shifted to line up with the packshot's product. */
const SHIFT = 4;

async function measure(
  packshot: Buffer,
  fixture: ProductPhoto,
  background: 'white' | 'black',
): Promise<Figures> {
  const truthRaw = await sharp(fixture.cutOut).raw().toBuffer({ resolveWithObject: true });
  const truth = trimToAlpha({
    data: truthRaw.data,
    width: truthRaw.info.width,
    height: truthRaw.info.height,
  })!;
  const layout = packshotLayout(truth.width, truth.height, SIZE);
  const { left, top, width, height } = layout.product;
  const placed = await sharp(truth.data, {
    raw: { width: truth.width, height: truth.height, channels: 4 },
  })
    .resize(width, height, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer();
  const out = await sharp(packshot).removeAlpha().raw().toBuffer();

  // The packshot places the product by the cut-out's own bounds, which may differ from the
  // truth's by a pixel or two: the truth is compared at the shift (up to SHIFT) that fits best.
  const keptAt = (dx: number, dy: number, step: number) => {
    let solid = 0;
    let kept = 0;
    for (let y = 0; y < height; y += step) {
      for (let x = 0; x < width; x += step) {
        const t = (y * width + x) * 4;
        if (placed[t + 3]! < 255) continue;
        solid++;
        const px = left + x + dx;
        const py = top + y + dy;
        if (px < 0 || py < 0 || px >= SIZE || py >= SIZE) continue;
        const o = (py * SIZE + px) * 3;
        const diff = Math.max(
          Math.abs(out[o]! - placed[t]!),
          Math.abs(out[o + 1]! - placed[t + 1]!),
          Math.abs(out[o + 2]! - placed[t + 2]!),
        );
        if (diff <= 32) kept++;
      }
    }
    return kept / solid;
  };
  let best = { dx: 0, dy: 0, kept: -1 };
  for (let dy = -SHIFT; dy <= SHIFT; dy++) {
    for (let dx = -SHIFT; dx <= SHIFT; dx++) {
      const kept = keptAt(dx, dy, 3);
      if (kept > best.kept) best = { dx, dy, kept };
    }
  }
  const productKept = keptAt(best.dx, best.dy, 1);

  const near = new Uint8Array(SIZE * SIZE); // the true product, shifted, dilated by EDGE
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (placed[(y * width + x) * 4 + 3] === 0) continue;
      for (let ny = top + y + best.dy - EDGE; ny <= top + y + best.dy + EDGE; ny++) {
        for (let nx = left + x + best.dx - EDGE; nx <= left + x + best.dx + EDGE; nx++) {
          if (nx >= 0 && ny >= 0 && nx < SIZE && ny < SIZE) near[ny * SIZE + nx] = 1;
        }
      }
    }
  }

  const shadow = layout.shadow;
  const inShadow = (x: number, y: number) =>
    x >= shadow.left &&
    x < shadow.left + shadow.width &&
    y >= shadow.top &&
    y < shadow.top + shadow.height;
  let outside = 0;
  let right = 0;
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      if (near[y * SIZE + x] || inShadow(x, y)) continue;
      outside++;
      const o = (y * SIZE + x) * 3;
      const luma = 0.299 * out[o]! + 0.587 * out[o + 1]! + 0.114 * out[o + 2]!;
      if (background === 'white' ? luma >= 240 : luma <= 15) right++;
    }
  }
  return { background: right / outside, productKept };
}

describe.each([
  ['a mug on a textured wall and a wooden table', mugOnWallAndTable],
  ['a bottle on a busy background', bottleOnBusyBackground],
  ['a white product on white', whiteProductOnWhite],
])('Packshot of %s (local-ml remover)', (_, fixture) => {
  it('White: the background is white, the product kept', async () => {
    const shot = await fixture();
    const figures = await measure(await packshotOf(shot, 'white'), shot, 'white');
    expect(figures.background).toBeGreaterThanOrEqual(0.97);
    expect(figures.productKept).toBeGreaterThanOrEqual(0.95);
  });

  it('Black: the background is black, the product kept', async () => {
    const shot = await fixture();
    const figures = await measure(await packshotOf(shot, 'black'), shot, 'black');
    expect(figures.background).toBeGreaterThanOrEqual(0.97);
    expect(figures.productKept).toBeGreaterThanOrEqual(0.95);
  });
});

it('the white packshot casts a shadow under the product, computed from its silhouette', async () => {
  const shot = await mugOnWallAndTable();
  const out = await sharp(await packshotOf(shot, 'white'))
    .removeAlpha()
    .raw()
    .toBuffer();
  const truth = await sharp(shot.cutOut).raw().toBuffer({ resolveWithObject: true });
  const trimmed = trimToAlpha({
    data: truth.data,
    width: truth.info.width,
    height: truth.info.height,
  })!;
  const { product } = packshotLayout(trimmed.width, trimmed.height, SIZE);
  const luma = (x: number, y: number) => out[(y * SIZE + x) * 3 + 1]!;
  const base = product.top + product.height;
  // Just under the mug's body: darker than the white card; far to the side: white.
  const body = product.left + Math.round(product.width * 0.35);
  expect(luma(body, base + 3)).toBeLessThan(235);
  expect(luma(10, base + 3)).toBe(255);
  // Under the handle (no footprint on the table), the shadow is lighter than under the body.
  const handle = product.left + Math.round(product.width * 0.92);
  expect(luma(handle, base + 3)).toBeGreaterThan(luma(body, base + 3));
});
