import sharp from 'sharp';
import { dataUrlBytes, type UploadLimits } from '../images/decode-image-data-url';
import { ImageTooLargeError, InvalidImageError } from '../errors';
import { fileKeyFor } from '../storage/file-keys';
import { type ImageToStore } from '../storage/stored-files';

export type BundleCover = ImageToStore & { key: string };

/**
 * A snap's cover from a bundle: a PNG or JPEG as the exporting environment stored it. Checked
 * by its bytes (they must decode, within the upload limits) but kept byte for byte, not
 * re-encoded: its content address is then the same in every environment, so importing a bundle
 * again finds the cover unchanged.
 */
export async function readBundleCover(dataUrl: string, limits: UploadLimits): Promise<BundleCover> {
  const bytes = dataUrlBytes(dataUrl, limits);
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => {
      throw new InvalidImageError();
    });
  if (metadata.format !== 'png' && metadata.format !== 'jpeg') {
    throw new InvalidImageError('A cover must be a PNG or JPEG image.');
  }
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  if (width * height > limits.maxPixels) {
    throw new ImageTooLargeError(
      `Images may be at most ${Math.floor(limits.maxPixels / 1e6)} megapixels.`,
    );
  }
  const extension = metadata.format === 'jpeg' ? 'jpg' : 'png';
  return { bytes, extension, width, height, key: fileKeyFor(bytes, extension) };
}
