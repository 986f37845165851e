import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { mugOnWallAndTable } from '../src/testing/product-photos';

/**
 * The image benchmarks' photo: the mug on its wall and table at 12 megapixels (4000 × 3000), as a
 * phone would save it (JPEG, quality 90), written into `dir`.
 */
export async function twelveMegapixelPhoto(
  dir: string,
): Promise<{ photo: Buffer; photoPath: string }> {
  const photo = await sharp((await mugOnWallAndTable()).photo)
    .resize(4000, 3000, { kernel: 'lanczos3' })
    .jpeg({ quality: 90 })
    .toBuffer();
  const photoPath = path.join(dir, 'photo-12mp.jpg');
  await writeFile(photoPath, photo);
  return { photo, photoPath };
}
