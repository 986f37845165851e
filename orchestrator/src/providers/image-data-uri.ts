import sharp from 'sharp';
import { undecodable } from './local/local-background-remover';
import { isOpaque } from '../images/opacity';

/**
 * An image as a `data:` URI for a cloud model: upright, at most `maxSide` pixels on its long side
 * (models work at about a megapixel; smaller requests are faster and cheaper), PNG when it has
 * transparent pixels to keep, JPEG otherwise. With `flatten`, transparency is filled with that
 * colour first, for models that would read it as black.
 */
export async function imageDataUri(
  image: Buffer,
  options: { maxSide: number; flatten?: string },
): Promise<string> {
  try {
    let pipeline = sharp(image)
      .autoOrient()
      .resize(options.maxSide, options.maxSide, { fit: 'inside', withoutEnlargement: true });
    if (options.flatten) pipeline = pipeline.flatten({ background: options.flatten });
    const keepAlpha = !options.flatten && !(await isOpaque(image));
    const bytes = keepAlpha
      ? await pipeline.png().toBuffer()
      : await pipeline.jpeg({ quality: 90 }).toBuffer();
    return `data:image/${keepAlpha ? 'png' : 'jpeg'};base64,${bytes.toString('base64')}`;
  } catch (error) {
    throw undecodable(error);
  }
}
