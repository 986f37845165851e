import sharp from 'sharp';

/**
 * A product cut-out with a label, for the fidelity gate's tests: a teal bottle shaded as a
 * cylinder, a dark cap, and a cream label printed with a red logo and lines of dark "text" bars,
 * on transparency. Drawn as SVG (no text, so no fonts are needed). `width` × 1.5 `width` pixels.
 */
export async function labelledProduct(width = 200): Promise<Buffer> {
  const w = width;
  const h = Math.round(width * 1.5);
  const bars = [0, 1, 2, 3]
    .map(
      (i) =>
        `<rect x="${w * 0.3}" y="${h * (0.52 + i * 0.045)}" width="${w * (0.4 - (i % 2) * 0.12)}" height="${h * 0.022}" fill="#2b2b2b"/>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs>
      <linearGradient id="body" x1="0" x2="1" y1="0" y2="0">
        <stop offset="0" stop-color="#114955"/>
        <stop offset="0.35" stop-color="#2a8fa3"/>
        <stop offset="0.6" stop-color="#1f7a8c"/>
        <stop offset="1" stop-color="#0e3d47"/>
      </linearGradient>
    </defs>
    <rect x="${w * 0.38}" y="0" width="${w * 0.24}" height="${h * 0.12}" rx="${w * 0.03}" fill="#3a2e2a"/>
    <rect x="${w * 0.05}" y="${h * 0.1}" width="${w * 0.9}" height="${h * 0.9}" rx="${w * 0.16}" fill="url(#body)"/>
    <rect x="${w * 0.15}" y="${h * 0.35}" width="${w * 0.7}" height="${h * 0.38}" fill="#f2e8cf"/>
    <circle cx="${w * 0.5}" cy="${h * 0.44}" r="${w * 0.08}" fill="#c0392b"/>
    ${bars}
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * The labelled bottle photographed on a plain light-grey backdrop, with a margin of 40% of its
 * width all round (an opaque PNG): a photo for a run that cuts the product out before its scene.
 */
export async function labelledProductPhoto(width = 200): Promise<Buffer> {
  const bottle = await labelledProduct(width);
  const { width: w = width, height: h = width } = await sharp(bottle).metadata();
  const margin = Math.round(width * 0.4);
  return sharp({
    create: {
      width: w + 2 * margin,
      height: h + 2 * margin,
      channels: 3,
      background: { r: 236, g: 236, b: 236 },
    },
  })
    .composite([{ input: bottle, left: margin, top: margin }])
    .removeAlpha()
    .png()
    .toBuffer();
}
