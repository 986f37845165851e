import sharp from 'sharp';
import { flatLayProps } from '../providers/local/scenes/flat-lay-props';
import { mulberry32 } from '../providers/local/scenes/noise';
import { type Rect } from '../providers/local/scenes/scene-plan';
import { bleed } from '../providers/local/scenes/svg';

const SIZE = 400;
/** A product's box on a 400 px flat lay: the sizes and shapes products come in. */
const PRODUCTS: [string, Rect][] = [
  ['a large square product', { left: 88, top: 88, width: 224, height: 224 }],
  ['a tall bottle', { left: 160, top: 88, width: 80, height: 224 }],
  ['a wide tray', { left: 88, top: 150, width: 224, height: 100 }],
  ['a small ring', { left: 150, top: 150, width: 100, height: 100 }],
  ['a product off the middle', { left: 40, top: 200, width: 200, height: 180 }],
];

/** The props layer's alpha on the canvas (its bleed margin cropped). */
async function propsAlpha(product: Rect): Promise<Buffer> {
  const svg = flatLayProps(SIZE, 'linen', product, mulberry32(7));
  const m = bleed(SIZE);
  return sharp(Buffer.from(svg))
    .ensureAlpha()
    .extract({ left: m, top: m, width: SIZE, height: SIZE })
    .extractChannel(3)
    .raw()
    .toBuffer();
}

describe('flat-lay props', () => {
  it.each(PRODUCTS)('lie round %s, never under it', async (_, product) => {
    const alpha = await propsAlpha(product);
    let under = 0;
    let shown = 0;
    for (let y = 0; y < SIZE; y++) {
      for (let x = 0; x < SIZE; x++) {
        const a = alpha[y * SIZE + x]!;
        if (a === 0) continue;
        shown++;
        const inside =
          x >= product.left &&
          x < product.left + product.width &&
          y >= product.top &&
          y < product.top + product.height;
        if (inside) under++;
      }
    }
    expect(under).toBe(0);
    // And they are there to be seen: a flat lay is the product among things.
    expect(shown / (SIZE * SIZE)).toBeGreaterThan(0.04);
  });

  it('hug a small product closer than a large one', async () => {
    const centreOfProps = async (product: Rect) => {
      const alpha = await propsAlpha(product);
      let [sum, count] = [0, 0];
      for (let y = 0; y < SIZE; y++) {
        for (let x = 0; x < SIZE; x++) {
          if (alpha[y * SIZE + x]! === 0) continue;
          sum += Math.hypot(x - SIZE / 2, y - SIZE / 2);
          count++;
        }
      }
      return sum / count;
    };
    expect(await centreOfProps(PRODUCTS[3]![1])).toBeLessThan(
      (await centreOfProps(PRODUCTS[0]![1])) * 0.85,
    );
  });
});
