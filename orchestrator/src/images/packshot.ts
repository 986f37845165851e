import sharp from 'sharp';

export interface PackshotOptions {
  /** Width and height of the square output, in pixels. */
  size: number;
  background: 'white' | 'black';
}

/** Share of the canvas the product may fill: a packshot keeps a calm margin around it. */
const PRODUCT_SHARE = 0.78;
const COLOURS = {
  white: { r: 255, g: 255, b: 255, alpha: 1 },
  black: { r: 0, g: 0, b: 0, alpha: 1 },
} as const;

/**
 * A studio packshot: the product trimmed of its plain border, scaled to fit, centred on a white
 * or black square with a soft contact shadow beneath it. Deterministic: the same input and
 * options give the same bytes, which keeps retried activities idempotent.
 */
export async function makePackshot(input: Buffer, options: PackshotOptions): Promise<Buffer> {
  const product = await trimmedProduct(input);
  const box = Math.round(options.size * PRODUCT_SHARE);
  const { data: fitted, info } = await sharp(product)
    .resize(box, box, { fit: 'inside', kernel: 'lanczos3' })
    .png()
    .toBuffer({ resolveWithObject: true });

  const left = Math.round((options.size - info.width) / 2);
  // Sit a little above centre so product and shadow together look centred.
  const top = Math.round((options.size - info.height) / 2 - options.size * 0.03);
  const shadow = contactShadow(options, info.width, top + info.height);

  return sharp({
    create: {
      width: options.size,
      height: options.size,
      channels: 4,
      background: COLOURS[options.background],
    },
  })
    .composite([
      { input: shadow.image, left: shadow.left, top: shadow.top },
      { input: fitted, left, top },
    ])
    .flatten({ background: COLOURS[options.background] })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** The input, auto-oriented, with alpha, and with a uniform border (if any) cut away. */
async function trimmedProduct(input: Buffer): Promise<Buffer> {
  const oriented = await sharp(input).rotate().ensureAlpha().png().toBuffer();
  try {
    return await sharp(oriented).trim({ threshold: 12 }).png().toBuffer();
  } catch {
    // A uniform image has nothing to trim; sharp refuses rather than returning it unchanged.
    return oriented;
  }
}

/**
 * A blurred ellipse under the product's base: dark on white, a faint glow on black. Placed inside
 * the canvas, away from the corners.
 */
function contactShadow(options: PackshotOptions, productWidth: number, baseline: number) {
  const width = Math.max(8, Math.round(productWidth * 0.9));
  const height = Math.max(4, Math.round(width * 0.12));
  const blur = Math.max(2, Math.round(height * 0.35));
  const pad = blur * 3;
  const [fill, opacity] = options.background === 'white' ? ['#000', 0.28] : ['#fff', 0.12];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width + pad * 2}" height="${height + pad * 2}">
  <defs><filter id="b" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${blur}"/></filter></defs>
  <ellipse cx="${width / 2 + pad}" cy="${height / 2 + pad}" rx="${width / 2}" ry="${height / 2}" fill="${fill}" fill-opacity="${opacity}" filter="url(#b)"/>
</svg>`;
  const outer = { width: width + pad * 2, height: height + pad * 2 };
  return {
    image: Buffer.from(svg),
    left: Math.round((options.size - outer.width) / 2),
    top: Math.min(options.size - outer.height, Math.round(baseline - outer.height / 2)),
  };
}
