import { MAX_BATCH_PRODUCTS } from '@studio/api/contract/batches';

import {
  runnableIds,
  selectable,
  toggleProduct,
  withAll,
} from '@/features/batches/lib/product-selection';
import { buildProduct } from '@/testing/data';

const ids = (count: number, from = 0) => Array.from({ length: count }, (_, i) => `p${from + i}`);

describe('toggleProduct', () => {
  it('adds at the end and takes out, keeping the order of choice', () => {
    expect(toggleProduct(['a', 'b'], 'c')).toEqual(['a', 'b', 'c']);
    expect(toggleProduct(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });

  it('adds nothing once a batch is full, but still takes out', () => {
    const full = ids(MAX_BATCH_PRODUCTS);
    expect(toggleProduct(full, 'extra')).toEqual(full);
    expect(toggleProduct(full, 'p0')).toHaveLength(MAX_BATCH_PRODUCTS - 1);
  });
});

describe('withAll', () => {
  it('adds the ones not chosen yet, after the chosen ones', () => {
    expect(withAll(['b'], [{ id: 'a' }, { id: 'b' }, { id: 'c' }])).toEqual(['b', 'a', 'c']);
  });

  it('stops at a batch', () => {
    const products = ids(MAX_BATCH_PRODUCTS + 10).map((id) => ({ id }));
    const chosen = withAll(['first'], products);
    expect(chosen).toHaveLength(MAX_BATCH_PRODUCTS);
    expect(chosen[0]).toBe('first');
  });
});

describe('runnableIds', () => {
  it("keeps the link's ids that are the creator's products with an image, in its order", () => {
    const mug = buildProduct();
    const lamp = buildProduct({ imageUrls: [] });
    const vase = buildProduct();
    expect(runnableIds([vase.id, 'gone', lamp.id, mug.id], [mug, lamp, vase])).toEqual([
      vase.id,
      mug.id,
    ]);
    expect(selectable(lamp)).toBe(false);
  });
});
