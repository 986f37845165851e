import sharp from 'sharp';

/**
 * The stand-ins' one content rule, the same marker the local moderator uses: an image at least
 * 60% of whose opaque pixels are magenta (#FF00FF, within 40 per channel) counts as sensitive.
 */
export async function isMagentaMarker(image: Buffer): Promise<boolean> {
  const { data, info } = await sharp(image)
    .resize(64, 64, { fit: 'inside', kernel: 'nearest' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = info.width * info.height;
  let magenta = 0;
  for (let i = 0; i < pixels; i++) {
    const [r, g, b, a] = [data[i * 4]!, data[i * 4 + 1]!, data[i * 4 + 2]!, data[i * 4 + 3]!];
    if (a >= 128 && r >= 215 && g <= 40 && b >= 215) magenta++;
  }
  return magenta >= pixels * 0.6;
}

/** The mean colour of an image (on white), as `rgb(r, g, b)`. */
export async function meanColour(image: Buffer): Promise<string> {
  const { channels } = await sharp(image).flatten({ background: '#ffffff' }).stats();
  return `rgb(${channels
    .slice(0, 3)
    .map((c) => Math.round(c.mean))
    .join(', ')})`;
}
