import { scoreCutout } from '../testing/cutout-score';

/** The cut-out benchmark's measures, on masks whose right scores are known by hand. */
const W = 100;
const H = 80;

function rect(alpha: Uint8Array, x0: number, y0: number, x1: number, y1: number, value = 255) {
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) alpha[y * W + x] = value;
}

describe('scoreCutout', () => {
  const truth = new Uint8Array(W * H);
  rect(truth, 20, 20, 60, 60);

  it('scores a perfect cut-out as perfect', () => {
    expect(scoreCutout(truth.slice(), truth, W, H)).toEqual({
      iou: 1,
      mae: 0,
      boundaryF: 1,
      debris: 0,
    });
  });

  it('counts a missing part in IoU and MAE, and an edge off by more than 3 px in the boundary F', () => {
    const cut = new Uint8Array(W * H);
    rect(cut, 20, 20, 60, 50); // the bottom quarter lost
    const score = scoreCutout(cut, truth, W, H);
    expect(score.iou).toBeCloseTo(0.75, 5);
    expect(score.mae).toBeCloseTo((40 * 10) / (W * H), 5);
    expect(score.boundaryF).toBeLessThan(0.95);
    expect(score.debris).toBe(0);
  });

  it('forgives an edge within 3 px in the boundary F', () => {
    const cut = new Uint8Array(W * H);
    rect(cut, 22, 22, 58, 58);
    expect(scoreCutout(cut, truth, W, H).boundaryF).toBe(1);
  });

  it('counts as debris only the parts that do not touch the product', () => {
    const cut = truth.slice();
    rect(cut, 80, 5, 90, 15); // a speck of table, 100 px
    rect(cut, 60, 30, 70, 40); // a shadow joined to the product: an error, not debris
    expect(scoreCutout(cut, truth, W, H).debris).toBeCloseTo(100 / (W * H), 6);
  });
});
