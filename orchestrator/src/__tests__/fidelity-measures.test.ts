import { measureFidelity } from '../images/fidelity/fidelity-measures';
import { ciede2000, rgbToLab } from '../images/fidelity/lab-colour';

describe('ciede2000', () => {
  // Sharma, Wu and Dalal (2005), "The CIEDE2000 color-difference formula", table 1: pairs 1, 7,
  // 13, 17, 19, 25 and 34 (hue wrap-round, neutral and high-chroma cases).
  it.each<[[number, number, number], [number, number, number], number]>([
    [[50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425],
    [[50, 0, 0], [50, -1, 2], 2.3669],
    [[50, 2.49, -0.001], [50, -2.49, 0.0011], 7.2195],
    [[50, 2.5, 0], [73, 25, -18], 27.1492],
    [[50, 2.5, 0], [50, 3.1736, 0.5854], 1.0],
    [[60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644],
    [[2.0776, 0.0795, -1.135], [0.9033, -0.0636, -0.5514], 0.9082],
  ])('gives %j against %j as %f', (a, b, expected) => {
    expect(ciede2000(a, b)).toBeCloseTo(expected, 4);
    expect(ciede2000(b, a)).toBeCloseTo(expected, 4);
  });

  it('reads sRGB white and black as L 100 and 0', () => {
    expect(rgbToLab(255, 255, 255)[0]).toBeCloseTo(100, 1);
    expect(rgbToLab(0, 0, 0)[0]).toBeCloseTo(0, 5);
  });
});

describe('measureFidelity', () => {
  const W = 48;
  const H = 48;
  /** A striped product over the middle of a grey frame: RGB bytes, and its mask. */
  function frame(paint: (x: number, y: number) => [number, number, number]) {
    const rgb = new Uint8Array(W * H * 3).fill(128);
    const mask = new Uint8Array(W * H);
    for (let y = 8; y < 40; y++) {
      for (let x = 8; x < 40; x++) {
        rgb.set(paint(x, y), (y * W + x) * 3);
        mask[y * W + x] = 1;
      }
    }
    return { rgb, mask };
  }
  const label = (x: number, y: number): [number, number, number] =>
    Math.floor(y / 4) % 2 ? [200, 60, 40] : [240, 220, 200];

  it('scores an identical product 1 with no colour difference', () => {
    const { rgb, mask } = frame(label);
    expect(measureFidelity(rgb, rgb, mask, W, H)).toEqual({
      score: 1,
      ssim: 1,
      deltaE: 0,
      detail: 1,
    });
  });

  it('sees a pattern turned across though the colours stay the same', () => {
    const { rgb, mask } = frame(label);
    const turned = frame((x, y) => label(y, x)).rgb;
    const scores = measureFidelity(rgb, turned, mask, W, H);
    expect(scores.ssim).toBeLessThan(0.5);
    expect(scores.detail).toBeLessThan(0.6);
  });

  it('sees a colour change that keeps the luma, which SSIM alone misses', () => {
    const plain = frame(() => [180, 60, 60]);
    // Luma 0.299 R + 0.587 G + 0.114 B ≈ 95.9 for both.
    const shifted = frame(() => [60, 119, 72]);
    const scores = measureFidelity(plain.rgb, shifted.rgb, plain.mask, W, H);
    expect(scores.ssim).toBeGreaterThan(0.99);
    expect(scores.deltaE).toBeGreaterThan(30);
    expect(scores.score).toBeLessThan(0.5);
  });
});
