import sharp from 'sharp';
import { cutoutObjects } from '../images/cutout-objects';

const W = 200;
const H = 120;
const PRODUCT = { left: 20, top: 20, width: 60, height: 80 };
const OTHER = { left: 120, top: 40, width: 50, height: 60 };
const inside = (b: typeof PRODUCT, x: number, y: number) =>
  x >= b.left && x < b.left + b.width && y >= b.top && y < b.top + b.height;

/** A photo of two boxes, and a cut-out that kept the first with a fleck off its edge. */
async function photoAndCutout() {
  const rgb = Buffer.alloc(W * H * 3);
  const rgba = Buffer.alloc(W * H * 4);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = y * W + x;
      const colour = inside(PRODUCT, x, y)
        ? [192, 57, 43]
        : inside(OTHER, x, y)
          ? [44, 95, 168]
          : [236, 236, 236];
      rgb.set(colour, i * 3);
      const fleck = x === 17 && y >= 50 && y < 53;
      if (inside(PRODUCT, x, y) || fleck) rgba.set([...colour, fleck ? 90 : 255], i * 4);
    }
  }
  const png = (data: Buffer, channels: 3 | 4) =>
    sharp(data, { raw: { width: W, height: H, channels } })
      .png()
      .toBuffer();
  return { photo: await png(rgb, 3), cutout: await png(rgba, 4) };
}

describe('cutoutObjects', () => {
  it('lists the kept part and the dropped box, and maps whose pixels are whose', async () => {
    const { photo, cutout } = await photoAndCutout();
    const found = await cutoutObjects(photo, cutout, [OTHER]);
    expect(found.objects).toEqual([
      { label: 1, kept: true, box: PRODUCT },
      { label: 2, kept: false, box: OTHER },
    ]);
    const { data } = await sharp(found.map).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [data[(y * W + x) * 3], data[(y * W + x) * 3 + 1]];
    // The product with its own alpha; the fleck off its edge goes with it.
    expect(at(40, 50)).toEqual([1, 255]);
    expect(at(17, 51)).toEqual([1, 90]);
    // The dropped object's pixels are told from the backdrop around its box.
    expect(at(140, 70)).toEqual([2, 255]);
    expect(at(110, 70)).toEqual([0, 0]);
  });
});
