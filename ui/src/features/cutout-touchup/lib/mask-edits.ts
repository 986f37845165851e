/**
 * The touch-up's edits of a cut-out's mask, one byte a pixel (0 transparent, 255 opaque), row by
 * row. Pure and synchronous so the canvas can apply them under a finger; each answers the
 * rectangle it changed, for a redraw of that part only.
 */

export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The objects map: each pixel's object label (0 for none) and the alpha it has when kept. */
export interface ObjectsMap {
  width: number;
  height: number;
  labels: Uint8Array;
  alpha: Uint8Array;
}

/** Keeps an object (its own alpha back, exactly) or drops it (cleared). */
export function setObject(mask: Uint8Array, map: ObjectsMap, label: number, keep: boolean): Rect {
  let x0 = map.width;
  let y0 = map.height;
  let x1 = -1;
  let y1 = -1;
  for (let i = 0; i < mask.length; i++) {
    if (map.labels[i] !== label) continue;
    mask[i] = keep ? map.alpha[i]! : 0;
    const x = i % map.width;
    const y = (i - x) / map.width;
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
  }
  return x1 < 0
    ? { left: 0, top: 0, width: 0, height: 0 }
    : { left: x0, top: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 };
}

/** Kept when at least half of its pixels are opaque in the mask. */
export function isKept(mask: Uint8Array, map: ObjectsMap, label: number): boolean {
  return keptObjects(mask, map).has(label);
}

/** The labels of every object kept (half of its pixels or more opaque), in one pass. */
export function keptObjects(mask: Uint8Array, map: ObjectsMap): Set<number> {
  const total = new Uint32Array(256);
  const opaque = new Uint32Array(256);
  for (let i = 0; i < mask.length; i++) {
    const label = map.labels[i]!;
    if (!label) continue;
    total[label]!++;
    if (mask[i]! > 127) opaque[label]!++;
  }
  const kept = new Set<number>();
  for (let label = 1; label < 256; label++) {
    if (total[label]! > 0 && opaque[label]! * 2 >= total[label]!) kept.add(label);
  }
  return kept;
}

/** The object under a pixel, or 0. */
export function objectAt(map: ObjectsMap, x: number, y: number): number {
  const px = Math.floor(x);
  const py = Math.floor(y);
  if (px < 0 || py < 0 || px >= map.width || py >= map.height) return 0;
  return map.labels[py * map.width + px]!;
}

/**
 * A brush stroke from `from` to `to` (image pixels): every pixel within `radius` of the segment
 * set to `value` (0 erases, 255 restores the photo's pixels).
 */
export function brushSegment(
  mask: Uint8Array,
  size: { width: number; height: number },
  from: { x: number; y: number },
  to: { x: number; y: number },
  radius: number,
  value: number,
): Rect {
  const left = Math.max(0, Math.floor(Math.min(from.x, to.x) - radius));
  const top = Math.max(0, Math.floor(Math.min(from.y, to.y) - radius));
  const right = Math.min(size.width - 1, Math.ceil(Math.max(from.x, to.x) + radius));
  const bottom = Math.min(size.height - 1, Math.ceil(Math.max(from.y, to.y) + radius));
  if (right < left || bottom < top) return { left: 0, top: 0, width: 0, height: 0 };
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const length2 = dx * dx + dy * dy;
  const r2 = radius * radius;
  for (let y = top; y <= bottom; y++) {
    for (let x = left; x <= right; x++) {
      // The distance from the pixel's centre to the segment.
      const px = x + 0.5 - from.x;
      const py = y + 0.5 - from.y;
      const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, (px * dx + py * dy) / length2));
      const ex = px - t * dx;
      const ey = py - t * dy;
      if (ex * ex + ey * ey <= r2) mask[y * size.width + x] = value;
    }
  }
  return { left, top, width: right - left + 1, height: bottom - top + 1 };
}

/** The union of two rectangles (an empty one is ignored). */
export function union(a: Rect, b: Rect): Rect {
  if (a.width === 0 || a.height === 0) return b;
  if (b.width === 0 || b.height === 0) return a;
  const left = Math.min(a.left, b.left);
  const top = Math.min(a.top, b.top);
  return {
    left,
    top,
    width: Math.max(a.left + a.width, b.left + b.width) - left,
    height: Math.max(a.top + a.height, b.top + b.height) - top,
  };
}
