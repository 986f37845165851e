import { deflateSync } from 'node:zlib';

// Test photos as real PNG files, encoded here (no fixtures on disk, no browser needed).

type Rgb = readonly [number, number, number];

/** A PNG of `width` x `height` whose pixel at (x, y) is `paint(x, y)`. */
export function encodePng(width: number, height: number, paint: (x: number, y: number) => Rgb) {
  // Each row: filter byte 0 (none), then RGB triples.
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const [r, g, b] = paint(x, y);
      raw[row + 1 + x * 3] = r;
      raw[row + 2 + x * 3] = g;
      raw[row + 3 + x * 3] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/**
 * A product photo: a red box on a light-grey backdrop, which the local AI cuts out cleanly.
 * `shift` moves the box right by that many pixels: photos that differ, as a creator's products'
 * do, so no run reuses a cut-out the worker remembers from another photo.
 */
export function productPhoto(name = 'product.png', shift = 0) {
  const left = 110 + shift;
  const buffer = encodePng(320, 240, (x, y) =>
    x >= left && x < left + 100 && y >= 50 && y < 190 ? [192, 57, 43] : [230, 230, 230],
  );
  return { name, mimeType: 'image/png', buffer };
}

/**
 * A photo the stack's local moderator flags as sensitive (E005). Its rule
 * (orchestrator/src/providers/local/local-moderator.ts): at least 60% of the pixels within 40 of
 * magenta #FF00FF on every channel. This one is all magenta but a thin grey frame (about 85%).
 */
export function flaggedPhoto(name = 'flagged.png') {
  const buffer = encodePng(200, 200, (x, y) =>
    x < 8 || y < 8 || x >= 192 || y >= 192 ? [200, 200, 200] : [255, 0, 255],
  );
  return { name, mimeType: 'image/png', buffer };
}

/** A file's bytes as the data URL the API takes. */
export function dataUrl(file: { mimeType: string; buffer: Buffer }): string {
  return `data:${file.mimeType};base64,${file.buffer.toString('base64')}`;
}
