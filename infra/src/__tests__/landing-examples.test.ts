import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {
  defaultProviders,
  examplesOf,
  LANDING_EXAMPLES_DIR,
  LANDING_PHOTO,
  LANDING_SNAPS,
} from '../examples/examples';

/** Mean absolute difference of two images' RGB, 0–255, at the first one's size. */
async function meanDifference(a: Buffer, b: Buffer): Promise<number> {
  const first = await sharp(a).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const second = await sharp(b)
    .resize(first.info.width, first.info.height)
    .removeAlpha()
    .raw()
    .toBuffer();
  let sum = 0;
  for (let i = 0; i < first.data.length; i++) sum += Math.abs(first.data[i]! - second[i]!);
  return sum / first.data.length;
}

// The landing page must never promise what the engine does not do: its example images are the
// pipeline's own output, and stay so. A change to the image work that changes them fails here
// until `npm run examples` has made them again (and someone has looked at them).
test("the landing page's examples are what the product's pipeline makes today", async () => {
  const made = await examplesOf(await LANDING_PHOTO(), defaultProviders(), LANDING_SNAPS);
  const stale: Array<{ name: string; difference: number }> = [];
  for (const [name, bytes] of made) {
    const shown = await readFile(path.join(LANDING_EXAMPLES_DIR, name));
    // WebP is lossy and a model's floating point may differ a little between CPUs: close, not
    // byte-equal. A different image differs by tens.
    const difference = await meanDifference(bytes, shown);
    if (difference >= 2) stale.push({ name, difference });
  }
  expect(stale).toEqual([]);
  expect([...made.keys()].sort()).toEqual([
    'flat-lay.webp',
    'natural-placement.webp',
    'original.webp',
    'water-splash.webp',
    'white-packshot.webp',
  ]);
}, 120_000);
