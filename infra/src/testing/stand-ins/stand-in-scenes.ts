import { createHash } from 'node:crypto';
import sharp from 'sharp';

/**
 * What a stand-in's scene model does to the product it was asked to keep, for the fidelity gate's
 * tests: `label` redraws the label (stripes across the product's middle, of its mean colour, so
 * the colour on average stays), `colour` rotates its hue by 40°, `moved` keeps it but nudges it
 * (4% of the frame right, 3% down). None: kept, as a good model keeps it.
 */
export type SceneAlteration = 'label' | 'colour' | 'moved';

/**
 * A scene as an image-editing model asked to keep the product would make it from `reference` (the
 * product placed on a square: on transparency, or flattened on white): a backdrop coloured by the
 * prompt, a soft shadow below and to the right of the product, and the product where it was,
 * re-rendered as a model re-renders it: a little softer (blur σ 0.5) and in the scene's own light
 * (2% brighter at its top left to 3% darker at its bottom right). `size` square PNG.
 */
export async function standInScene(
  reference: Buffer,
  options: { size: number; prompt: string; alteration?: SceneAlteration },
): Promise<Buffer> {
  const { size } = options;
  const { data, info } = await sharp(reference)
    .resize(size, size, { fit: 'fill' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const alpha = productAlpha(data, info.width, info.height);
  const product = Buffer.alloc(size * size * 4);
  for (let i = 0; i < size * size; i++) {
    data.copy(product, i * 4, i * 4, i * 4 + 3);
    product[i * 4 + 3] = alpha[i]!;
  }

  let layer = await sharp(product, { raw: { width: size, height: size, channels: 4 } })
    .blur(0.5)
    .raw()
    .toBuffer();
  relight(layer, size);
  if (options.alteration === 'label') redrawLabel(layer, size);
  if (options.alteration === 'colour') {
    layer = await sharp(layer, { raw: { width: size, height: size, channels: 4 } })
      .modulate({ hue: 40 })
      .raw()
      .toBuffer();
  }
  const shift =
    options.alteration === 'moved'
      ? { x: Math.round(size * 0.04), y: Math.round(size * 0.03) }
      : { x: 0, y: 0 };

  const shadowAlpha = await sharp(Buffer.from(alpha), {
    raw: { width: size, height: size, channels: 1 },
  })
    .blur(Math.max(1, size * 0.02))
    .linear(0.35, 0)
    .raw()
    .toBuffer();
  const shadow = Buffer.alloc(size * size * 4);
  for (let i = 0; i < size * size; i++) shadow[i * 4 + 3] = shadowAlpha[i]!;

  const hue = createHash('sha256').update(options.prompt).digest()[0]! / 255;
  const top = hslToRgb(hue, 0.35, 0.82);
  const floor = hslToRgb(hue, 0.3, 0.62);
  const backdrop = Buffer.alloc(size * size * 3);
  for (let y = 0; y < size; y++) {
    const t = y / (size - 1);
    for (let x = 0; x < size; x++) {
      const o = (y * size + x) * 3;
      backdrop[o] = Math.round(top.r + (floor.r - top.r) * t);
      backdrop[o + 1] = Math.round(top.g + (floor.g - top.g) * t);
      backdrop[o + 2] = Math.round(top.b + (floor.b - top.b) * t);
    }
  }
  const raw = { raw: { width: size, height: size, channels: 4 as const } };
  return sharp(backdrop, { raw: { width: size, height: size, channels: 3 } })
    .composite([
      {
        input: shadow,
        ...raw,
        left: shift.x + Math.round(size * 0.015),
        top: shift.y + Math.round(size * 0.02),
      },
      { input: layer, ...raw, left: shift.x, top: shift.y },
    ])
    .png()
    .toBuffer();
}

/**
 * The product's alpha: the reference's own where it has transparency, else everything a flood
 * fill of near-white from the border does not reach (a white label inside the product stays).
 */
function productAlpha(data: Buffer, width: number, height: number): Uint8Array {
  const alpha = new Uint8Array(width * height);
  let transparent = false;
  for (let i = 0; i < alpha.length; i++) {
    alpha[i] = data[i * 4 + 3]!;
    if (alpha[i]! < 255) transparent = true;
  }
  if (transparent) return alpha;
  const white = (i: number) =>
    data[i * 4]! >= 235 && data[i * 4 + 1]! >= 235 && data[i * 4 + 2]! >= 235;
  alpha.fill(255);
  const stack: number[] = [];
  for (let x = 0; x < width; x++) stack.push(x, (height - 1) * width + x);
  for (let y = 0; y < height; y++) stack.push(y * width, y * width + width - 1);
  while (stack.length) {
    const i = stack.pop()!;
    if (alpha[i] === 0 || !white(i)) continue;
    alpha[i] = 0;
    const x = i % width;
    if (x > 0) stack.push(i - 1);
    if (x < width - 1) stack.push(i + 1);
    if (i >= width) stack.push(i - width);
    if (i < (height - 1) * width) stack.push(i + width);
  }
  return alpha;
}

/** The scene's light: 2% brighter at the top left, 3% darker at the bottom right. */
function relight(layer: Buffer, size: number): void {
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const gain = 1.02 - 0.05 * ((x + y) / (2 * (size - 1)));
      const o = (y * size + x) * 4;
      for (let ch = 0; ch < 3; ch++)
        layer[o + ch] = Math.min(255, Math.round(layer[o + ch]! * gain));
    }
  }
}

/**
 * A different label: stripes across the middle of the product's box (a quarter to three
 * quarters across, 35% to 65% down), alternately 45 levels lighter and darker than that area's
 * mean colour, so the mean stays about the same.
 */
function redrawLabel(layer: Buffer, size: number): void {
  let [minX, minY, maxX, maxY] = [size, size, -1, -1];
  for (let i = 0; i < size * size; i++) {
    if (layer[i * 4 + 3]! < 250) continue;
    const x = i % size;
    const y = Math.floor(i / size);
    [minX, minY, maxX, maxY] = [
      Math.min(minX, x),
      Math.min(minY, y),
      Math.max(maxX, x),
      Math.max(maxY, y),
    ];
  }
  if (maxX < 0) return;
  const w = maxX - minX + 1;
  const h = maxY - minY + 1;
  const area = {
    x0: minX + Math.round(w * 0.25),
    x1: minX + Math.round(w * 0.75),
    y0: minY + Math.round(h * 0.35),
    y1: minY + Math.round(h * 0.65),
  };
  const mean = new Float64Array(3);
  let count = 0;
  for (let y = area.y0; y < area.y1; y++) {
    for (let x = area.x0; x < area.x1; x++) {
      const o = (y * size + x) * 4;
      if (layer[o + 3]! < 250) continue;
      for (let ch = 0; ch < 3; ch++) mean[ch] = mean[ch]! + layer[o + ch]!;
      count++;
    }
  }
  if (!count) return;
  const period = Math.max(2, Math.round(h * 0.05));
  for (let y = area.y0; y < area.y1; y++) {
    const sign = Math.floor((y - area.y0) / period) % 2 === 0 ? 1 : -1;
    for (let x = area.x0; x < area.x1; x++) {
      const o = (y * size + x) * 4;
      if (layer[o + 3]! < 250) continue;
      for (let ch = 0; ch < 3; ch++) {
        layer[o + ch] = Math.max(0, Math.min(255, Math.round(mean[ch]! / count + 45 * sign)));
      }
    }
  }
}

function hslToRgb(h: number, s: number, l: number): { r: number; g: number; b: number } {
  const f = (n: number) => {
    const k = (n + h * 12) % 12;
    const a = s * Math.min(l, 1 - l);
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return { r: f(0), g: f(8), b: f(4) };
}
