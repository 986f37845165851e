import path from 'node:path';
import sharp from 'sharp';
import { type AiProviders } from '@studio/orchestrator/providers/capabilities';
import { createLocalProviders } from '@studio/orchestrator/providers/local/local-providers';
import {
  bottleOnBusyBackground,
  mugOnWallAndTable,
  type ProductPhoto,
  whiteProductOnWhite,
} from '../testing/product-photos';
import { brownBottleOnWood } from '../testing/cutout-cases';
import { REPO_ROOT } from '../paths';
export { builtInCoverFile } from '@studio/api/db/seed-covers';
import { runBuiltInSnap } from './run-built-in-snap';

/**
 * The example images the product shows of itself, every one made by its own pipeline: the landing
 * page's hero, the built-in snaps' covers (what each makes of the landing page's photo) and the
 * README's gallery. `npm run examples` makes them again (after a change to the
 * image work); a test checks the landing page's files are still what the pipeline makes.
 */

/** The snaps shown, in the order shown. */
export const EXAMPLE_SNAPS = [
  'White Packshot',
  'Black Packshot',
  'Flat Lay',
  'Natural Placement',
  'Water Splash',
  'Pastel Podium',
  'Marble Plinth',
  'Sunlit Shadow Play',
] as const;

/** The snaps the landing page's hero shows next to the photo. */
export const LANDING_SNAPS = ['White Packshot', 'Flat Lay', 'Natural Placement', 'Water Splash'];

/** Side of each result: twice the largest tile the landing page draws, for sharp 2x screens. */
export const EXAMPLE_SIZE = 512;

export const LANDING_EXAMPLES_DIR = path.join(REPO_ROOT, 'ui/src/features/marketing/examples');
export const GALLERY_DIR = path.join(REPO_ROOT, 'docs/gallery');

/** The photo on the landing page and in every built-in snap's cover: a creator's phone shot with
 * a wall and a table behind it. One product in every cover, so the covers compare the styles. */
export const LANDING_PHOTO = mugOnWallAndTable;
/** The gallery's photos: the earlier fixtures, and a low-contrast one (brown on brown). */
export const GALLERY_PHOTOS: Array<() => Promise<Pick<ProductPhoto, 'name' | 'photo'>>> = [
  mugOnWallAndTable,
  bottleOnBusyBackground,
  whiteProductOnWhite,
  brownBottleOnWood,
];

export const slug = (name: string) => name.toLowerCase().replace(/\s+/g, '-');

/** The providers a fresh installation runs with (`AI_PROVIDER=local` and its defaults). */
export function defaultProviders(): AiProviders {
  return createLocalProviders();
}

/** Each of `snaps` run on `photo`: file name → WebP bytes, and the photo itself as `original`. */
export async function examplesOf(
  photo: Pick<ProductPhoto, 'name' | 'photo'>,
  providers: AiProviders,
  snaps: readonly string[] = EXAMPLE_SNAPS,
): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  files.set('original.webp', await webp(photo.photo));
  for (const snap of snaps) {
    const [result] = await runBuiltInSnap(snap, photo.photo, {
      providers,
      imageSize: EXAMPLE_SIZE,
    });
    if (!result) throw new Error(`"${snap}" made no image.`);
    files.set(`${slug(snap)}.webp`, await webp(result));
  }
  return files;
}

// WebP at a quality where the JPEG grain of the photo and the scenes' textures still read.
const webp = (image: Buffer) => sharp(image).webp({ quality: 82, effort: 6 }).toBuffer();
