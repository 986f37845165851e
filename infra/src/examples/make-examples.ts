import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { say } from '../log';
import {
  builtInCoverFile,
  defaultProviders,
  EXAMPLE_SNAPS,
  examplesOf,
  GALLERY_DIR,
  GALLERY_PHOTOS,
  LANDING_EXAMPLES_DIR,
  LANDING_PHOTO,
  LANDING_SNAPS,
  slug,
} from './examples';

/**
 * `npm run examples`: makes the landing page's example images, the built-in snaps' covers and the
 * README's gallery again with
 * the product's own pipeline (the local providers a fresh installation runs). Run it after a change
 * to the image work, look at the results, and commit them.
 */
async function main(): Promise<void> {
  const providers = defaultProviders();
  // Every built-in snap on the landing page's photo: the landing page shows four, the covers all.
  const onLandingPhoto = await examplesOf(await LANDING_PHOTO(), providers);
  const landing = ['original', ...LANDING_SNAPS.map(slug)].map((name) => `${name}.webp`);
  await writeAll(
    LANDING_EXAMPLES_DIR,
    new Map(landing.map((name) => [name, onLandingPhoto.get(name)!])),
  );
  for (const snap of EXAMPLE_SNAPS) {
    const cover = builtInCoverFile(snap);
    await mkdir(path.dirname(cover), { recursive: true });
    await writeFile(cover, await asCover(onLandingPhoto.get(`${slug(snap)}.webp`)!));
  }
  say(
    `${EXAMPLE_SNAPS.length} covers in ${path.relative(process.cwd(), path.dirname(builtInCoverFile('')))}`,
  );
  for (const fixture of GALLERY_PHOTOS) {
    const photo = await fixture();
    await writeAll(path.join(GALLERY_DIR, photo.name), await examplesOf(photo, providers));
  }
}

/** A cover is a JPEG, as covers must be (uploads and catalogue bundles take PNG or JPEG). */
const asCover = (image: Buffer) => sharp(image).jpeg({ quality: 88, mozjpeg: true }).toBuffer();

async function writeAll(dir: string, files: Map<string, Buffer>): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const [name, bytes] of files) await writeFile(path.join(dir, name), bytes);
  say(`${files.size} examples in ${path.relative(process.cwd(), dir)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
