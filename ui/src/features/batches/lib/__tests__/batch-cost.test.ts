import { affordableRuns, costPerRun, formatsFor } from '@/features/batches/lib/batch-cost';

describe('costPerRun', () => {
  it("adds the formats' one price when any is ticked", () => {
    const snap = { cost: 2, socialFormatsCost: 1 };
    expect(costPerRun(snap, [])).toBe(2);
    expect(costPerRun(snap, ['square'])).toBe(3);
    expect(costPerRun(snap, ['square', 'story', 'landscape'])).toBe(3);
  });

  it('adds nothing for a snap that cannot size its result', () => {
    expect(costPerRun({ cost: 4, socialFormatsCost: null }, ['story'])).toBe(4);
  });
});

describe('affordableRuns', () => {
  it('is how many whole runs the balance pays, never more than asked or below none', () => {
    expect(affordableRuns(10, 3, 5)).toBe(3);
    expect(affordableRuns(100, 3, 5)).toBe(5);
    expect(affordableRuns(2, 3, 5)).toBe(0);
    expect(affordableRuns(-4, 3, 5)).toBe(0);
    expect(affordableRuns(0, 0, 5)).toBe(5);
  });
});

describe('formatsFor', () => {
  it("keeps the ticked formats in the contract's order, none for a snap that cannot size", () => {
    expect(formatsFor({ socialFormatsCost: 1 }, ['landscape', 'square'])).toEqual([
      'square',
      'landscape',
    ]);
    expect(formatsFor({ socialFormatsCost: null }, ['story'])).toEqual([]);
  });
});
