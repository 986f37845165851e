import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { toDataUrl } from '../src/testing/test-images';

/** What the API must do with an image: refuse it so, or store it so. */
export type Expectation =
  | { refused: { status: number; codes: string[]; message?: string } }
  | {
      stored: {
        width: number;
        height: number;
        format: 'png' | 'jpeg';
        /** Bytes of the hostile payload that must not survive into the stored file. */
        mustNotContain?: string[];
      };
    };

export interface HostileImage {
  name: string;
  dataUrl: string;
  expect: Expectation;
  /** Tens of megapixels: too slow to send through a snap's worker on every route. */
  large?: boolean;
  /** Over the byte limit: a test of the body's limit rather than of the image decoder. */
  oversize?: boolean;
}

/** The spec's message for anything that is not an image (section 5). */
export const INVALID_IMAGE = 'Please select valid image files';
const invalid: Expectation = {
  refused: { status: 400, codes: ['invalid_image'], message: INVALID_IMAGE },
};
const tooManyPixels = (megapixels: number): Expectation => ({
  refused: {
    status: 413,
    codes: ['image_too_large'],
    message: `Images may be at most ${megapixels} megapixels.`,
  },
});
const SCRIPT = '<script>alert(document.cookie)</script>';

/**
 * Every kind of hostile image a creator's upload might be, made here with sharp (nothing
 * downloaded), each with what the API must do with it. `maxMegapixels` and `maxMegabytes` are
 * the stack's upload limits.
 */
export async function hostileImages(limits: {
  maxMegapixels: number;
  maxMegabytes: number;
}): Promise<HostileImage[]> {
  const solid = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#d8d2c4' } });
  const photo = await solid(600, 400)
    .composite([{ input: await solid(200, 200).tint('#c0392b').png().toBuffer() }])
    .jpeg()
    .toBuffer();
  const png = await solid(300, 200).png().toBuffer();
  const truncate = (bytes: Buffer) => bytes.subarray(0, Math.floor(bytes.length * 0.6));
  // Just under the pixel limit, so the API must decode it: the memory it takes is the point.
  const side = Math.floor(Math.sqrt(limits.maxMegapixels * 1e6 * 0.98));
  const [wide, tall] = [Math.round(side * 1.15), Math.round(side / 1.15)];

  return [
    {
      name: 'PNG bomb 14000×14000 (196 MP of one colour)',
      dataUrl: toDataUrl(await solid(14_000, 14_000).png({ compressionLevel: 9 }).toBuffer()),
      expect: tooManyPixels(limits.maxMegapixels),
    },
    {
      name: 'JPEG 14000×14000',
      dataUrl: toDataUrl(await solid(14_000, 14_000).jpeg().toBuffer(), 'image/jpeg'),
      expect: tooManyPixels(limits.maxMegapixels),
    },
    {
      name: 'PNG whose header claims 100000×100000',
      dataUrl: toDataUrl(withPngSize(png, 100_000, 100_000)),
      expect: tooManyPixels(limits.maxMegapixels),
    },
    {
      name: `file over ${limits.maxMegabytes} MB`,
      dataUrl: toDataUrl(
        Buffer.concat([png, randomBytes(Math.ceil(limits.maxMegabytes * 1024 * 1024))]),
      ),
      // The body parser refuses it on single-image calls, the upload check on multi-image ones.
      expect: { refused: { status: 413, codes: ['payload_too_large', 'image_too_large'] } },
      oversize: true,
    },
    { name: 'truncated PNG', dataUrl: toDataUrl(truncate(png)), expect: invalid },
    { name: 'truncated JPEG', dataUrl: toDataUrl(truncate(photo), 'image/jpeg'), expect: invalid },
    {
      name: 'HTML declared as image/png',
      dataUrl: toDataUrl(Buffer.from(`<!doctype html><html><body>${SCRIPT}</body></html>`)),
      expect: invalid,
    },
    {
      name: 'SVG with <script>',
      dataUrl: toDataUrl(
        Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200">${SCRIPT}<rect width="300" height="200" fill="red"/></svg>`,
        ),
        'image/svg+xml',
      ),
      expect: invalid,
    },
    {
      name: 'PNG followed by HTML (polyglot)',
      dataUrl: toDataUrl(Buffer.concat([png, Buffer.from(`<html>${SCRIPT}</html>`)])),
      expect: { stored: { width: 300, height: 200, format: 'png', mustNotContain: ['<script'] } },
    },
    {
      name: 'PNG followed by a ZIP (polyglot)',
      dataUrl: toDataUrl(Buffer.concat([png, zipWithOneFile('payload.html', SCRIPT)])),
      expect: {
        stored: { width: 300, height: 200, format: 'png', mustNotContain: ['PK\x03\x04'] },
      },
    },
    {
      name: 'JPEG with a <script> comment',
      dataUrl: toDataUrl(withJpegComment(photo, SCRIPT), 'image/jpeg'),
      expect: { stored: { width: 600, height: 400, format: 'jpeg', mustNotContain: ['<script'] } },
    },
    {
      name: 'photo 600×400 with EXIF orientation 6',
      dataUrl: toDataUrl(
        await sharp(photo).jpeg().withMetadata({ orientation: 6 }).toBuffer(),
        'image/jpeg',
      ),
      // Orientation 6 is "rotate 90° to show": stored upright, taller than wide.
      expect: { stored: { width: 400, height: 600, format: 'jpeg' } },
    },
    {
      name: `JPEG ${wide}×${tall} (just under ${limits.maxMegapixels} MP) with EXIF orientation 6`,
      dataUrl: toDataUrl(
        await solid(wide, tall).jpeg().withMetadata({ orientation: 6 }).toBuffer(),
        'image/jpeg',
      ),
      expect: { stored: { width: tall, height: wide, format: 'jpeg' } },
      large: true,
    },
    {
      name: `PNG ${side}×${side} (just under ${limits.maxMegapixels} MP)`,
      dataUrl: toDataUrl(await solid(side, side).png({ compressionLevel: 9 }).toBuffer()),
      expect: { stored: { width: side, height: side, format: 'png' } },
      large: true,
    },
  ];
}

/** The PNG with its header's size rewritten (and the header's checksum made right again). */
function withPngSize(png: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(png);
  // Signature (8), IHDR length (4), "IHDR" (4), then width and height; the CRC covers type+data.
  copy.writeUInt32BE(width, 16);
  copy.writeUInt32BE(height, 20);
  copy.writeUInt32BE(crc32(copy.subarray(12, 29)), 29);
  return copy;
}

/** The JPEG with a comment segment (COM, 0xFFFE) right after its start marker. */
function withJpegComment(jpeg: Buffer, comment: string): Buffer {
  const text = Buffer.from(comment);
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(text.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, text, jpeg.subarray(2)]);
}

/** A minimal ZIP archive (stored, not deflated) holding one file. */
function zipWithOneFile(name: string, content: string): Buffer {
  const file = Buffer.from(name);
  const data = Buffer.from(content);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(file.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(file.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + file.length, 12);
  end.writeUInt32LE(local.length + file.length + data.length, 16);
  return Buffer.concat([local, file, data, central, file, end]);
}
