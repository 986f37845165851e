import { ALL_REPAIRS, repairCutout } from '../images/cutout-repair/repair-cutout';
import { keepMainSubject } from '../images/cutout-repair/main-subject';
import { refineEdge } from '../images/cutout-repair/guided-edge';

/**
 * The repairs of a model's mask (images/cutout-repair/), each on a small scene whose right answer
 * is known: a grey backdrop with a little grain, a red product, and the mistakes models make.
 */
const W = 200;
const H = 150;

function scene(): { rgb: Buffer; alpha: Uint8Array } {
  const rgb = Buffer.alloc(W * H * 3);
  let seed = 7;
  for (let i = 0; i < W * H; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const grain = (seed % 7) - 3;
    rgb.fill(150 + grain, i * 3, i * 3 + 3);
  }
  return { rgb, alpha: new Uint8Array(W * H) };
}

function paint(
  target: { rgb: Buffer; alpha: Uint8Array },
  box: [number, number, number, number],
  colour: [number, number, number] | ((old: number) => number),
  alpha: number | null,
) {
  const [x0, y0, x1, y1] = box;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = y * W + x;
      for (let c = 0; c < 3; c++) {
        target.rgb[i * 3 + c] =
          typeof colour === 'function' ? colour(target.rgb[i * 3 + c]!) : colour[c]!;
      }
      if (alpha !== null) target.alpha[i] = alpha;
    }
  }
}

const count = (alpha: Uint8Array, box: [number, number, number, number], solid = true) => {
  let n = 0;
  for (let y = box[1]; y < box[3]; y++) {
    for (let x = box[0]; x < box[2]; x++) if (alpha[y * W + x]! >= 128 === solid) n++;
  }
  return n;
};

describe('keepMainSubject', () => {
  it('keeps the large central object and what lies close to it, and names what it dropped', () => {
    const s = scene();
    paint(s, [70, 40, 130, 120], [200, 30, 30], 255); // the product, in the middle
    paint(s, [132, 40, 142, 52], [200, 30, 30], 255); // its cap, lying beside it
    paint(s, [170, 90, 195, 140], [30, 160, 30], 255); // a plant at the side
    paint(s, [10, 10, 12, 12], [0, 0, 0], 255); // a speck
    const dropped = keepMainSubject(s.alpha, W, H);
    expect(count(s.alpha, [70, 40, 130, 120])).toBe(60 * 80);
    expect(count(s.alpha, [132, 40, 142, 52])).toBe(120);
    expect(count(s.alpha, [170, 90, 195, 140])).toBe(0);
    expect(count(s.alpha, [10, 10, 12, 12])).toBe(0);
    expect(dropped).toEqual([{ left: 170, top: 90, width: 25, height: 50 }]);
  });
});

describe('repairCutout', () => {
  it('drops a cast shadow the model kept: the backdrop darkened on the floor beside the product', async () => {
    const s = scene();
    paint(s, [70, 30, 110, 120], [200, 30, 30], 255);
    // The model kept the box's long shadow as if it were part of the product.
    paint(s, [110, 105, 180, 120], (v) => Math.round(v * 0.45), 255);
    await repairCutout(s.alpha, s.rgb, 3, W, H);
    expect(count(s.alpha, [70, 30, 110, 120])).toBe(40 * 90);
    expect(count(s.alpha, [110, 105, 180, 120])).toBe(0);
  });

  it('keeps a dark part of the product that is not the backdrop’s hue', async () => {
    const s = scene();
    paint(s, [70, 30, 110, 120], [200, 30, 30], 255);
    // A dark blue foot at the product's base: darker than the floor, but another colour.
    paint(s, [110, 105, 130, 120], [20, 30, 90], 255);
    await repairCutout(s.alpha, s.rgb, 3, W, H);
    expect(count(s.alpha, [110, 105, 130, 120])).toBe(20 * 15);
  });

  it('closes a speck the model missed on the label, and keeps a handle’s hole that shows the backdrop', async () => {
    const s = scene();
    paint(s, [60, 30, 110, 120], [200, 30, 30], 255);
    // A handle: a ring on the right whose middle shows the backdrop.
    paint(s, [110, 50, 140, 100], [200, 30, 30], 255);
    paint(s, [110, 62, 128, 88], (v) => v, 0);
    // A speck on the label the model was unsure of: the label's pixels, alpha 0.
    paint(s, [80, 60, 84, 64], [240, 240, 235], 0);
    await repairCutout(s.alpha, s.rgb, 3, W, H);
    expect(count(s.alpha, [80, 60, 84, 64])).toBe(16);
    expect(count(s.alpha, [112, 64, 126, 86], false)).toBe(14 * 22);
  });

  it('makes the body opaque where the model half believed in it (clear glass), keeping a soft edge', async () => {
    const s = scene();
    paint(s, [60, 30, 120, 120], [160, 170, 165], 255);
    paint(s, [70, 40, 110, 110], (v) => v, 150);
    await repairCutout(s.alpha, s.rgb, 3, W, H);
    expect(s.alpha[75 * W + 90]).toBe(255);
  });

  it('clears a floor seam the model ran out along from a leg, and keeps the leg and its soft edge', async () => {
    const s = scene();
    // A brown chair leg, standing on a grey floor crossed by a dark slate-blue seam (not the
    // floor darkened, so not a shadow).
    paint(s, [0, 100, W, 103], [45, 55, 85], null);
    paint(s, [90, 20, 110, 140], [150, 95, 45], 255);
    // The model ran along the seam for 50 px on either side of the leg.
    paint(s, [40, 100, 90, 103], (v) => v, 255);
    paint(s, [110, 100, 160, 103], (v) => v, 255);
    // A wool fibre at the leg's side: half the leg's brown over the floor, which is kept.
    paint(s, [110, 40, 116, 42], [150, 122, 97], 255);
    await repairCutout(s.alpha, s.rgb, 3, W, H);
    expect(count(s.alpha, [40, 100, 88, 103])).toBe(0);
    expect(count(s.alpha, [112, 100, 160, 103])).toBe(0);
    expect(count(s.alpha, [92, 20, 108, 140])).toBe(16 * 120);
    expect(count(s.alpha, [110, 40, 114, 42])).toBe(8);
  });

  it('closes a hole the model half believed in (a clear bottle’s neck), not one it saw through', async () => {
    const s = scene();
    // One product with two holes that show the backdrop unchanged: the left one is a clear
    // bottle's neck (the model half believed in it), the right one a handle's (it saw nothing).
    paint(s, [30, 30, 170, 120], [200, 30, 30], 255);
    paint(s, [45, 45, 75, 105], (v) => v, 0);
    paint(s, [125, 45, 155, 105], (v) => v, 0);
    const belief = Uint8Array.from(s.alpha);
    for (let y = 45; y < 105; y++) belief.fill(90, y * W + 45, y * W + 75);
    await repairCutout(s.alpha, s.rgb, 3, W, H, ALL_REPAIRS, belief);
    expect(count(s.alpha, [47, 47, 73, 103])).toBe(26 * 56);
    expect(count(s.alpha, [127, 47, 153, 103], false)).toBe(26 * 56);
  });
});

describe('refineEdge', () => {
  it('puts an edge that wanders from row to row on the photo’s own edge, and leaves the body alone', () => {
    // The photo: a dark product (x < 100) on a light backdrop, with grain on both.
    const rgb = Buffer.alloc(W * H * 3);
    const alpha = new Uint8Array(W * H);
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        const i = y * W + x;
        const grain = ((x * 7 + y * 13) % 9) - 4;
        rgb.fill((x < 100 ? 60 : 200) + grain, i * 3, i * 3 + 3);
        // The model's edge wanders a pixel either side of the true one, row by row: fur.
        alpha[i] = x < 99 + ((y * 5) % 3) ? 255 : 0;
      }
    }
    refineEdge(alpha, rgb, 3, W, H);
    const column = (x: number) =>
      Array.from({ length: H - 20 }, (_, k) => alpha[(k + 10) * W + x]!);
    expect(Math.min(...column(99))).toBeGreaterThanOrEqual(180);
    expect(Math.max(...column(100))).toBeLessThanOrEqual(64);
    expect(Math.max(...column(99)) - Math.min(...column(99))).toBeLessThanOrEqual(24);
    expect(Math.min(...column(50))).toBe(255);
    expect(Math.max(...column(150))).toBe(0);
  });
});
