import sharp from 'sharp';

/** The largest side an upscaled image may have, in pixels. */
export const MAX_UPSCALED_SIDE = 8192;

export interface UpscaleOptions {
  factor: 2 | 4;
}

/** The upscaled image would be larger than MAX_UPSCALED_SIDE on a side; nothing was made. */
export class UpscaleTooLargeError extends Error {
  constructor(
    readonly width: number,
    readonly height: number,
    readonly factor: number,
  ) {
    super(
      `Upscaling a ${width}×${height} image by ${factor} would make it ` +
        `${width * factor}×${height * factor}; at most ${MAX_UPSCALED_SIDE} pixels a side are allowed.`,
    );
    this.name = 'UpscaleTooLargeError';
  }
}

/**
 * The image enlarged ×2 or ×4 with a Lanczos-3 kernel, then lightly sharpened to restore the
 * crispness interpolation softens (mostly on edges, barely in flat areas, so noise is not
 * amplified). Transparency is kept. Deterministic; PNG out.
 */
export async function upscale(input: Buffer, options: UpscaleOptions): Promise<Buffer> {
  const { factor } = options;
  if (factor !== 2 && factor !== 4) {
    throw new RangeError(`The upscale factor must be 2 or 4, not ${String(factor)}.`);
  }
  const meta = await sharp(input).metadata();
  const { width, height } = meta.autoOrient;
  if (width * factor > MAX_UPSCALED_SIDE || height * factor > MAX_UPSCALED_SIDE) {
    throw new UpscaleTooLargeError(width, height, factor);
  }
  return sharp(input)
    .autoOrient()
    .resize(width * factor, height * factor, { kernel: 'lanczos3' })
    .sharpen({ sigma: 0.5 + factor * 0.25, m1: 0.5, m2: 2 })
    .png()
    .toBuffer();
}
