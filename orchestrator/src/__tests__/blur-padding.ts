import sharp from 'sharp';

// How a test tells whether a social format is a square image padded with a blurred, enlarged
// copy of itself (the "blur padding" issue 33 forbids) rather than a frame drawn for its shape.

type Frame = { width: number; height: number };

/** What blur padding makes of `square` for `frame`: the square, contained on its blurred copy. */
export async function blurPadded(square: Buffer, frame: Frame): Promise<Buffer> {
  const fitted = await sharp(square)
    .resize(frame.width, frame.height, { fit: 'inside' })
    .toBuffer();
  return sharp(square)
    .resize(frame.width, frame.height, { fit: 'cover' })
    .blur(Math.max(frame.width, frame.height) / 40)
    .modulate({ brightness: 0.85, saturation: 0.8 })
    .composite([{ input: fitted, gravity: 'centre' }])
    .png()
    .toBuffer();
}

/**
 * The two marks blur padding leaves, in the bands of the frame a contained square would leave:
 * `seam`, the mean jump (0–255) across the line where the square would end (the sharp square
 * against its dimmed, blurred copy), and `detail`, the mean difference between neighbouring
 * pixels inside the bands (a copy blurred by a fortieth of the frame has almost none; a drawn set
 * keeps its texture and the camera's grain).
 */
export async function paddingMarks(
  output: Buffer,
  frame: Frame,
): Promise<{ seam: number; detail: number }> {
  const { data } = await sharp(output)
    .removeAlpha()
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => data[y * frame.width + x]!;
  const side = Math.min(frame.width, frame.height);
  const tall = frame.height > frame.width;
  const start = Math.floor(((tall ? frame.height : frame.width) - side) / 2);
  let seam = 0;
  for (let i = 0; i < side; i++) {
    seam += tall
      ? Math.abs(at(i, start) - at(i, start - 1))
      : Math.abs(at(start, i) - at(start - 1, i));
  }
  let detail = 0;
  let count = 0;
  for (let y = 0; y < frame.height; y++) {
    for (let x = 1; x < frame.width; x++) {
      const inBand = tall
        ? y < start - 2 || y > start + side + 1
        : x < start - 2 || x > start + side + 1;
      if (!inBand) continue;
      detail += Math.abs(at(x, y) - at(x - 1, y));
      count++;
    }
  }
  return { seam: seam / side, detail: detail / count };
}

/** Whether `output` shows neither mark: no seam above its own grain, and detail in its bands. */
export async function isDrawnForFrame(output: Buffer, frame: Frame): Promise<boolean> {
  const { seam, detail } = await paddingMarks(output, frame);
  return detail > 0.5 && seam < detail * 2 + 1;
}
