import { MAX_BATCH_PRODUCTS } from '@studio/api/contract/batches';

import { batchPath, newBatchPath, parseProductIds } from '@/lib/batch-paths';

const id = (n: number) => `30000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('newBatchPath', () => {
  it('is the bare setup screen without a choice', () => {
    expect(newBatchPath()).toBe('/batches/new');
  });

  it('lists the products with plain commas, and the snap', () => {
    expect(newBatchPath({ productIds: [id(1), id(2)], snapId: 'snap-1' })).toBe(
      `/batches/new?productIds=${id(1)},${id(2)}&snapId=snap-1`,
    );
    expect(newBatchPath({ snapId: null })).toBe('/batches/new');
  });
});

describe('parseProductIds', () => {
  it('reads what newBatchPath wrote, in its order', () => {
    const path = newBatchPath({ productIds: [id(2), id(1)] });
    expect(parseProductIds(new URL(path, 'http://x').searchParams.get('productIds'))).toEqual([
      id(2),
      id(1),
    ]);
  });

  it('tidies a hand-edited address: no junk, no repeats, at most a batch', () => {
    expect(parseProductIds(null)).toEqual([]);
    expect(parseProductIds(` ${id(1).toUpperCase()},nope,,${id(1)},${id(3)}`)).toEqual([
      id(1),
      id(3),
    ]);
    const many = Array.from({ length: MAX_BATCH_PRODUCTS + 5 }, (_, i) => id(i)).join(',');
    expect(parseProductIds(many)).toHaveLength(MAX_BATCH_PRODUCTS);
  });
});

it('batchPath escapes the id', () => {
  expect(batchPath('a/b')).toBe('/batches/a%2Fb');
});
