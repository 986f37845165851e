import { brushSegment, isKept, objectAt, type ObjectsMap, setObject } from '../mask-edits';

/** A 6 × 2 map: object 1 in the first two columns, object 2 in the last two. */
function map(): ObjectsMap {
  const labels = Uint8Array.from([1, 1, 0, 0, 2, 2, 1, 1, 0, 0, 2, 2]);
  const alpha = Uint8Array.from(labels, (label) => (label ? 200 : 0));
  return { width: 6, height: 2, labels, alpha };
}

describe('mask edits', () => {
  it('drops an object and keeps it again with its own alpha', () => {
    const objects = map();
    const mask = objects.alpha.slice();
    expect(setObject(mask, objects, 2, false)).toEqual({ left: 4, top: 0, width: 2, height: 2 });
    expect([...mask]).toEqual([200, 200, 0, 0, 0, 0, 200, 200, 0, 0, 0, 0]);
    expect(isKept(mask, objects, 2)).toBe(false);
    expect(isKept(mask, objects, 1)).toBe(true);
    setObject(mask, objects, 2, true);
    expect([...mask]).toEqual([...objects.alpha]);
    expect(objectAt(objects, 4.5, 1.2)).toBe(2);
    expect(objectAt(objects, 2, 0)).toBe(0);
    expect(objectAt(objects, 9, 0)).toBe(0);
  });

  it('brushes a stroke of its radius along the segment, and nothing beyond the frame', () => {
    const size = { width: 6, height: 2 };
    const mask = new Uint8Array(12).fill(255);
    const changed = brushSegment(mask, size, { x: 0.5, y: 0.5 }, { x: 2.5, y: 0.5 }, 0.5, 0);
    expect([...mask]).toEqual([0, 0, 0, 255, 255, 255, 255, 255, 255, 255, 255, 255]);
    expect(changed).toEqual({ left: 0, top: 0, width: 4, height: 2 });
    brushSegment(mask, size, { x: 5, y: 1 }, { x: 5, y: 1 }, 10, 128);
    expect(mask.every((v) => v === 128)).toBe(true);
  });
});
