import { buildSnap } from '@/testing/data';
import { formatsToRun, runCost, runDetail } from '@/features/create-content/lib/run-cost';

const packshot = buildSnap({ cost: 2, socialFormatsCost: 1 });
const bundleOnly = buildSnap({ cost: 4, socialFormatsCost: null });

describe('runCost', () => {
  it('is the snap’s price with no format ticked', () => {
    expect(runCost(packshot, [])).toEqual({ snap: 2, formats: 0, hd: 0, total: 2 });
  });

  it('adds one price for any number of formats', () => {
    expect(runCost(packshot, ['story'])).toEqual({ snap: 2, formats: 1, hd: 0, total: 3 });
    expect(runCost(packshot, ['landscape', 'square', 'story'])).toEqual({
      snap: 2,
      formats: 1,
      hd: 0,
      total: 3,
    });
  });

  it('adds the snap’s HD price when HD is chosen', () => {
    expect(runCost(packshot, ['story'], true)).toEqual({ snap: 2, formats: 1, hd: 1, total: 4 });
    expect(runDetail(1, runCost(packshot, ['story'], true))).toBe('+ 1 format · HD · 4 tokens');
    expect(runDetail(0, runCost(packshot, [], true))).toBe('+ HD · 3 tokens');
  });

  it('adds nothing for a snap that cannot make formats', () => {
    expect(runCost(bundleOnly, ['square'])).toEqual({ snap: 4, formats: 0, hd: 0, total: 4 });
  });
});

describe('formatsToRun', () => {
  it('sends the ticked formats in the order their images come in', () => {
    expect(formatsToRun(packshot, ['landscape', 'square'])).toEqual(['square', 'landscape']);
  });

  it('sends none for a snap that cannot make them', () => {
    expect(formatsToRun(bundleOnly, ['square', 'story'])).toEqual([]);
  });
});

describe('runDetail', () => {
  it('says what the formats add and what the run costs', () => {
    expect(runDetail(0, runCost(packshot, []))).toBe('2 tokens');
    expect(runDetail(1, runCost(packshot, ['story']))).toBe('+ 1 format · 3 tokens');
    expect(runDetail(3, runCost(packshot, ['square', 'story', 'landscape']))).toBe(
      '+ 3 formats · 3 tokens',
    );
  });
});
