import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { BUILT_IN_WORKFLOWS } from '@studio/workflows/graph/built-in-workflows';
import {
  builtInCoverFile,
  defaultProviders,
  EXAMPLE_SNAPS,
  examplesOf,
  LANDING_EXAMPLES_DIR,
  LANDING_PHOTO,
  LANDING_SNAPS,
  slug,
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

// The landing page and the gallery's covers must never promise what the engine does not do:
// their images are the pipeline's own output, and stay so. A change to the image work that changes
// them fails here until `npm run examples` has made them again (and someone has looked at them).
test("the landing page's examples and the built-in snaps' covers are what the pipeline makes today", async () => {
  const made = await examplesOf(await LANDING_PHOTO(), defaultProviders());
  const shown = new Map<string, string>([
    ['original.webp', path.join(LANDING_EXAMPLES_DIR, 'original.webp')],
    ...LANDING_SNAPS.map((snap): [string, string] => [
      `${slug(snap)}.webp`,
      path.join(LANDING_EXAMPLES_DIR, `${slug(snap)}.webp`),
    ]),
    ...EXAMPLE_SNAPS.map((snap): [string, string] => [`cover of ${snap}`, builtInCoverFile(snap)]),
  ]);
  const stale: Array<{ name: string; difference: number }> = [];
  for (const [name, file] of shown) {
    const bytes = made.get(name.startsWith('cover of ') ? `${slug(name.slice(9))}.webp` : name)!;
    // WebP is lossy and a model's floating point may differ a little between CPUs: close, not
    // byte-equal. A different image differs by tens.
    const difference = await meanDifference(bytes, await readFile(file));
    if (difference >= 2) stale.push({ name, difference });
  }
  expect(stale).toEqual([]);
  // Every built-in snap has its cover (a new one fails here until it has).
  expect([...EXAMPLE_SNAPS].sort()).toEqual(BUILT_IN_WORKFLOWS.map((w) => w.name).sort());
}, 180_000);
