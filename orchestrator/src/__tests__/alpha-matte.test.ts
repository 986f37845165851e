import sharp from 'sharp';
import {
  decontaminate,
  hasTransparentBorder,
  keepProduct,
  matteCutOut,
  trimToAlpha,
} from '../images/alpha-matte';

const W = 60;
const H = 40;

/** A mask with `value` inside each rectangle [x0, y0, x1, y1) and 0 elsewhere. */
function mask(rects: [number, number, number, number][], value = 255): Uint8Array {
  const alpha = new Uint8Array(W * H);
  for (const [x0, y0, x1, y1] of rects) {
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) alpha[y * W + x] = value;
  }
  return alpha;
}

describe('keepProduct', () => {
  it('keeps every large part and drops specks and faint noise, leaving holes alone', () => {
    const alpha = mask([
      [5, 5, 25, 35], // the product
      [35, 5, 50, 30], // a second part (a pair of earrings)
      [56, 2, 57, 3], // a one-pixel speck
    ]);
    for (let y = 15; y < 25; y++) for (let x = 10; x < 20; x++) alpha[y * W + x] = 0; // a hole
    alpha[38 * W + 2] = 5; // noise below NOISE_ALPHA
    expect(keepProduct(alpha, W, H)).toBe(true);
    expect(alpha[10 * W + 10]).toBe(255);
    expect(alpha[10 * W + 40]).toBe(255);
    expect(alpha[2 * W + 56]).toBe(0);
    expect(alpha[38 * W + 2]).toBe(0);
    expect(alpha[20 * W + 15]).toBe(0);
  });

  it('answers false when nothing solid is left', () => {
    const alpha = mask([[0, 0, 10, 10]], 100);
    expect(keepProduct(alpha, W, H)).toBe(false);
    expect(alpha.every((a) => a === 0)).toBe(true);
  });
});

describe('decontaminate', () => {
  it('gives semi-transparent edge pixels the product colour instead of the backdrop mix', () => {
    // A red product whose soft edge was photographed against green: edge pixels are brownish.
    const data = Buffer.alloc(W * H * 4);
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        const i = (y * W + x) * 4;
        const a = x < 20 ? 255 : x < 26 ? 255 - (x - 19) * 36 : 0;
        const t = a / 255;
        data.set([Math.round(200 * t), Math.round(180 * (1 - t)), 30, a], i);
      }
    }
    decontaminate({ data, width: W, height: H });
    for (let x = 20; x < 26; x++) {
      const i = (10 * W + x) * 4;
      expect([data[i], data[i + 1], data[i + 2]]).toEqual([200, 0, 30]);
      expect(data[i + 3]).toBe(255 - (x - 19) * 36); // alpha untouched
    }
  });
});

describe('matteCutOut', () => {
  it('feathers the edge and keeps the photo colours inside', async () => {
    const rgb = Buffer.alloc(W * H * 3, 90);
    const png = await matteCutOut({ data: rgb, channels: 3 }, mask([[10, 10, 50, 30]]), W, H, {
      feather: 1,
    });
    const { data } = await sharp(png!).raw().toBuffer({ resolveWithObject: true });
    const alphaAt = (x: number, y: number) => data[(y * W + x) * 4 + 3]!;
    expect(alphaAt(30, 20)).toBe(255);
    expect(alphaAt(2, 2)).toBe(0);
    expect(alphaAt(10, 20)).toBeGreaterThan(0);
    expect(alphaAt(10, 20)).toBeLessThan(255);
    expect(data[(20 * W + 30) * 4]).toBe(90);
  });

  it('answers null for an empty mask', async () => {
    const rgb = Buffer.alloc(W * H * 3);
    expect(
      await matteCutOut({ data: rgb, channels: 3 }, new Uint8Array(W * H), W, H, { feather: 1 }),
    ).toBeNull();
  });
});

describe('trimToAlpha and hasTransparentBorder', () => {
  it('crops to the visible pixels', () => {
    const data = Buffer.alloc(W * H * 4);
    data[(12 * W + 7) * 4 + 3] = 1;
    data[(30 * W + 44) * 4 + 3] = 255;
    const trimmed = trimToAlpha({ data, width: W, height: H })!;
    expect([trimmed.width, trimmed.height]).toEqual([38, 19]);
    expect(trimmed.data[3]).toBe(1);
    expect(trimToAlpha({ data: Buffer.alloc(16), width: 2, height: 2 })).toBeNull();
  });

  it('tells a cut-out (transparent border) from a photo', () => {
    const clear = Buffer.alloc(W * H * 4);
    expect(hasTransparentBorder({ data: clear, width: W, height: H })).toBe(true);
    expect(hasTransparentBorder({ data: Buffer.alloc(W * H * 4, 255), width: W, height: H })).toBe(
      false,
    );
  });
});
