/**
 * Small operations on one-byte-a-pixel masks (row by row, `width` × `height`) that the cut-out's
 * repairs share: connected parts, and growing or shrinking a mask by a square.
 */

/** The 8-connected parts of the pixels `inside` says belong: a label per pixel (−1 outside). */
export function labelParts(
  inside: (i: number) => boolean,
  width: number,
  height: number,
): { label: Int32Array; sizes: number[] } {
  const pixels = width * height;
  const label = new Int32Array(pixels).fill(-1);
  const queue = new Int32Array(pixels);
  const sizes: number[] = [];
  for (let start = 0; start < pixels; start++) {
    if (label[start] !== -1 || !inside(start)) continue;
    const part = sizes.length;
    let tail = 0;
    queue[tail++] = start;
    label[start] = part;
    for (let head = 0; head < tail; head++) {
      const i = queue[head]!;
      const x = i % width;
      const y = (i - x) / width;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const j = ny * width + nx;
          if (label[j] === -1 && inside(j)) {
            label[j] = part;
            queue[tail++] = j;
          }
        }
      }
    }
    sizes.push(tail);
  }
  return { label, sizes };
}

/** The mask (non-zero pixels) grown by `radius` pixels in every direction (a square). */
export function dilate(mask: Uint8Array, width: number, height: number, radius: number) {
  const rows = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    let last = -Infinity;
    for (let x = 0; x < width; x++) {
      if (mask[y * width + x]) last = x;
      if (x - last <= radius) rows[y * width + x] = 1;
    }
    last = Infinity;
    for (let x = width - 1; x >= 0; x--) {
      if (mask[y * width + x]) last = x;
      if (last - x <= radius) rows[y * width + x] = 1;
    }
  }
  const out = new Uint8Array(mask.length);
  for (let x = 0; x < width; x++) {
    let last = -Infinity;
    for (let y = 0; y < height; y++) {
      if (rows[y * width + x]) last = y;
      if (y - last <= radius) out[y * width + x] = 1;
    }
    last = Infinity;
    for (let y = height - 1; y >= 0; y--) {
      if (rows[y * width + x]) last = y;
      if (last - y <= radius) out[y * width + x] = 1;
    }
  }
  return out;
}

/** The mask (non-zero pixels) shrunk by `radius` pixels from every side (a square). */
export function erode(mask: Uint8Array, width: number, height: number, radius: number) {
  const outside = mask.map((v) => (v ? 0 : 1));
  return dilate(outside, width, height, radius).map((v) => (v ? 0 : 1));
}

/** The smallest rectangle holding every non-zero pixel; null for an empty mask. */
export function boundsOf(mask: Uint8Array, width: number, height: number) {
  let [minX, minY, maxX, maxY] = [width, height, -1, -1];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!mask[y * width + x]) continue;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  }
  return maxX < 0 ? null : { minX, minY, maxX, maxY };
}
