import { countTicks } from '@/lib/count-ticks';

describe('countTicks', () => {
  it('spaces the ticks evenly at 1, 2 or 5 times a power of ten', () => {
    expect(countTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(countTicks(4)).toEqual([0, 1, 2, 3, 4]);
    expect(countTicks(10)).toEqual([0, 5, 10]);
    expect(countTicks(37)).toEqual([0, 10, 20, 30, 40]);
    expect(countTicks(180)).toEqual([0, 50, 100, 150, 200]);
  });

  it('draws an axis up to 1 when nothing was counted, and only whole numbers', () => {
    expect(countTicks(0)).toEqual([0, 1]);
    expect(countTicks(1)).toEqual([0, 1]);
    expect(countTicks(2)).toEqual([0, 1, 2]);
  });

  it('always reaches the largest count', () => {
    for (let max = 0; max <= 1000; max += 7) {
      const ticks = countTicks(max);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
      expect(ticks.length).toBeLessThanOrEqual(6);
      const steps = new Set(ticks.slice(1).map((tick, i) => tick - ticks[i]!));
      expect(steps.size).toBe(1);
    }
  });
});
