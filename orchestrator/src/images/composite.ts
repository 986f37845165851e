import sharp from 'sharp';

export type CompositePosition = 'centre' | 'top' | 'bottom' | 'left' | 'right';

export interface CompositeOptions {
  /** The image laid on top; its transparency is kept. */
  foreground: Buffer;
  /** Size of the foreground's longer visible side, as a share of the background's shorter side. */
  scale: number;
  position: CompositePosition;
}

export const MIN_COMPOSITE_SCALE = 0.05;
export const MAX_COMPOSITE_SCALE = 1;
/** Gap between the foreground and the edge it is placed against, as a share of the short side. */
const MARGIN = 0.05;

/**
 * The foreground laid over the background (which keeps its size): its visible part (transparent
 * margins trimmed) fitted inside a square of `scale` × the background's short side, then placed in the centre or against one edge (centred
 * along it) with a small margin, and never outside the background. Deterministic; PNG out.
 */
export async function composite(background: Buffer, options: CompositeOptions): Promise<Buffer> {
  const { scale, position } = options;
  if (!(scale >= MIN_COMPOSITE_SCALE && scale <= MAX_COMPOSITE_SCALE)) {
    throw new RangeError(
      `The scale must be between ${MIN_COMPOSITE_SCALE} and ${MAX_COMPOSITE_SCALE}, not ${scale}.`,
    );
  }
  const base = sharp(background).autoOrient();
  const { autoOrient } = await sharp(background).metadata();
  const { width, height } = autoOrient;
  const short = Math.min(width, height);
  const box = Math.max(1, Math.round(short * scale));
  const { data: fitted, info } = await sharp(await visiblePart(options.foreground))
    .resize(box, box, { fit: 'inside', kernel: 'lanczos3' })
    .png()
    .toBuffer({ resolveWithObject: true });

  const margin = Math.round(short * MARGIN);
  const centredLeft = (width - info.width) / 2;
  const centredTop = (height - info.height) / 2;
  const place: Record<CompositePosition, [number, number]> = {
    centre: [centredLeft, centredTop],
    top: [centredLeft, margin],
    bottom: [centredLeft, height - info.height - margin],
    left: [margin, centredTop],
    right: [width - info.width - margin, centredTop],
  };
  const [left, top] = place[position];
  return base
    .composite([
      {
        input: fitted,
        left: clamp(Math.round(left), 0, width - info.width),
        top: clamp(Math.round(top), 0, height - info.height),
      },
    ])
    .png()
    .toBuffer();
}

/**
 * The foreground without its fully transparent margins (a cut-out usually keeps the photo's
 * frame), so that `scale` and `position` apply to what is seen. Opaque margins are kept.
 */
async function visiblePart(foreground: Buffer): Promise<Buffer> {
  const { data, info } = await sharp(foreground)
    .autoOrient()
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let [minX, minY, maxX, maxY] = [info.width, info.height, -1, -1];
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if (data[(y * info.width + x) * 4 + 3]! === 0) continue;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  }
  const raw = sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } });
  const visible =
    maxX < 0
      ? raw
      : raw.extract({ left: minX, top: minY, width: maxX - minX + 1, height: maxY - minY + 1 });
  return visible.png().toBuffer();
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
