import sharp from 'sharp';
import { type CutoutObject, MASK_MAX_BYTES } from '../../contract/cutouts';
import { DomainError, ImageTooLargeError, InvalidImageError } from '../errors';
import { dataUrlBytes } from '../images/decode-image-data-url';
import { inImageTurn } from '../images/image-work-turns';
import { type ImageToStore } from '../storage/stored-files';

/**
 * The creator's edited mask, read from its data URL: a PNG of exactly the cut-out's size, its
 * alpha channel (RGBA or grey with alpha) or else its first channel taken as the mask. Refused
 * with `invalid_mask` (not a PNG, another size) or `mask_too_large`.
 */
export async function readMask(
  dataUrl: string,
  size: { width: number; height: number },
): Promise<Uint8Array> {
  let bytes: Buffer;
  try {
    bytes = dataUrlBytes(dataUrl, { maxBytes: MASK_MAX_BYTES, maxPixels: Infinity });
  } catch (error) {
    if (error instanceof ImageTooLargeError) {
      throw new DomainError(
        'mask_too_large',
        `The edited mask may be at most ${MASK_MAX_BYTES / 1024 / 1024} MB.`,
      );
    }
    if (error instanceof InvalidImageError) throw new DomainError('invalid_mask');
    throw error;
  }
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (metadata?.format !== 'png') {
    throw new DomainError('invalid_mask', 'The edited mask must be a PNG image.');
  }
  if (metadata.width !== size.width || metadata.height !== size.height) {
    throw new DomainError(
      'invalid_mask',
      `The edited mask is ${metadata.width} × ${metadata.height} pixels; the cut-out is ${size.width} × ${size.height}.`,
    );
  }
  return inImageTurn(async () => {
    const { data, info } = await sharp(bytes, { failOn: 'error' })
      .raw()
      .toBuffer({ resolveWithObject: true })
      .catch(() => {
        throw new DomainError('invalid_mask');
      });
    const channel = info.channels === 4 || info.channels === 2 ? info.channels - 1 : 0;
    const mask = new Uint8Array(info.width * info.height);
    for (let i = 0; i < mask.length; i++) mask[i] = data[i * info.channels + channel]!;
    return mask;
  });
}

/**
 * The edited cut-out: the mask as its alpha over the run's own pixels (the cut-out's, whose edges
 * the remover cleaned of backdrop colour, where it had any; else the photo's, for what the
 * creator restored). The browser's pixels are never used.
 */
export async function applyMask(
  mask: Uint8Array,
  sources: { photo: Buffer; cutout: Buffer; width: number; height: number },
): Promise<ImageToStore> {
  const { width, height } = sources;
  return inImageTurn(async () => {
    const cut = await sharp(sources.cutout).ensureAlpha().raw().toBuffer();
    const photo = await sharp(sources.photo)
      .autoOrient()
      .resize(width, height, { fit: 'fill' })
      .removeAlpha()
      .raw()
      .toBuffer();
    const out = Buffer.alloc(width * height * 4);
    for (let i = 0; i < width * height; i++) {
      const fromCut = cut[i * 4 + 3]! > 0;
      for (let c = 0; c < 3; c++) out[i * 4 + c] = fromCut ? cut[i * 4 + c]! : photo[i * 3 + c]!;
      out[i * 4 + 3] = mask[i]!;
    }
    const bytes = await sharp(out, { raw: { width, height, channels: 4 } })
      .png()
      .toBuffer();
    return { bytes, extension: 'png', width, height };
  });
}

/** The mask itself as a one-channel PNG, stored with the run as the record of the edit. */
export async function maskImage(
  mask: Uint8Array,
  size: { width: number; height: number },
): Promise<ImageToStore> {
  const bytes = await sharp(Buffer.from(mask), {
    raw: { width: size.width, height: size.height, channels: 1 },
  })
    .png()
    .toBuffer();
  return { bytes, extension: 'png', ...size };
}

/** Each object kept or not after the edit: kept when most of its pixels are opaque in the mask. */
export async function objectsAfterEdit(
  objects: CutoutObject[],
  objectsMap: Buffer,
  mask: Uint8Array,
): Promise<CutoutObject[]> {
  const { data, info } = await sharp(objectsMap).raw().toBuffer({ resolveWithObject: true });
  const total = new Map<number, number>();
  const opaque = new Map<number, number>();
  for (let i = 0; i < mask.length; i++) {
    const label = data[i * info.channels]!;
    if (!label) continue;
    total.set(label, (total.get(label) ?? 0) + 1);
    if (mask[i]! > 127) opaque.set(label, (opaque.get(label) ?? 0) + 1);
  }
  return objects.map((o) => ({
    ...o,
    kept: (opaque.get(o.label) ?? 0) * 2 >= (total.get(o.label) ?? 0) && total.has(o.label),
  }));
}
