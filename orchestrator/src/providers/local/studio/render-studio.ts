import { type Canvas, createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import sharp from 'sharp';
import { textHash } from '../../text-hash';
import { mulberry32 } from '../scenes/noise';
import { type Rect } from '../scenes/scene-plan';
import { canvasFromRgba, layer, silhouette } from './canvas-pixels';
import { develop } from './film';
import { lightProduct } from './product-light';
import { drawProductShadows } from './product-shadow';
import { type StudioFrame, type StudioStyle } from './studio-style';

/** Where the renderer put the product, for the scene's checks and its callers. */
export interface StudioPlacement {
  /** The fitted product's box on the frame, in pixels. */
  rect: Rect;
  /** The y (px) of the surface line it stands on (overhead: its box's bottom). */
  base: number;
  light: StudioStyle['light'];
}

/**
 * Draws a studio scene with Skia (@napi-rs/canvas): the style's set, the product's shadows cast
 * from its silhouette along the set's light, its reflection on a glossy surface, the product lit
 * by the set (product-light.ts), what the style draws in front, then the camera's vignette and
 * grain over everything. Same style, product and size, same bytes: all randomness is seeded by
 * the style, and Skia's raster output is deterministic. Neither Skia nor sharp can be
 * interrupted, so a cancelled `signal` is checked between the steps.
 */
export async function renderStudio(
  style: StudioStyle,
  product: Buffer,
  size: number,
  signal: AbortSignal,
): Promise<{ image: Buffer; placement: StudioPlacement }> {
  const { pixels, rect } = await placeStudioProduct(style, product, size);
  signal.throwIfAborted();
  const base = rect.top + rect.height;
  const seed = textHash(style.seed);
  const frame: StudioFrame = {
    size,
    product: rect,
    base,
    light: style.light,
    random: mulberry32(seed),
  };
  const canvas = createCanvas(size, size);
  const ctx = canvas.getContext('2d');
  const surface = style.drawSet(ctx, frame);
  signal.throwIfAborted();

  const shape = silhouette(pixels, rect.width, rect.height);
  const alpha = new Uint8Array(rect.width * rect.height);
  for (let i = 0; i < alpha.length; i++) alpha[i] = pixels[i * 4 + 3]!;
  drawProductShadows(ctx, style, frame, shape, alpha, surface);
  const lit = canvasFromRgba(
    lightProduct(pixels, rect, {
      light: style.light,
      lightColour: style.lightColour,
      exposure: style.exposure,
    }),
    rect.width,
    rect.height,
  );
  if (style.reflection > 0) drawReflection(ctx, style, frame, lit, surface.clip);
  style.drawAfterShadows?.(ctx, frame);
  signal.throwIfAborted();

  ctx.drawImage(lit, rect.left, rect.top);
  style.drawFront?.(ctx, frame);
  const data = ctx.getImageData(0, 0, size, size).data;
  develop(data, size, 4, { vignette: style.vignette, grain: style.grain, seed });
  signal.throwIfAborted();
  const image = await sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
    raw: { width: size, height: size, channels: 4 },
  })
    .removeAlpha()
    .png()
    .toBuffer();
  return { image, placement: { rect, base, light: style.light } };
}

/**
 * Where and how large the product goes, as a photographer frames it: its height the style's
 * share of the frame (55–70% for the standing styles), unless that would make it wider than the
 * style allows (a wide product is then fitted by its width), standing on the style's base line
 * (or centred there, seen from above). Returns the fitted product's raw RGBA pixels and its box.
 */
export async function placeStudioProduct(
  style: Pick<StudioStyle, 'height' | 'maxWidth' | 'anchorY' | 'anchorX' | 'view'>,
  product: Buffer,
  size: number,
): Promise<{ pixels: Uint8Array; rect: Rect }> {
  const meta = await sharp(product).metadata();
  const aspect = (meta.width ?? 1) / (meta.height ?? 1);
  let height = style.height * size;
  let width = height * aspect;
  if (width > style.maxWidth * size) {
    width = style.maxWidth * size;
    height = width / aspect;
  }
  const w = Math.max(1, Math.round(width));
  const h = Math.max(1, Math.round(height));
  const { data } = await sharp(product)
    .resize(w, h, { fit: 'fill', kernel: 'lanczos3' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const cx = (style.anchorX ?? 0.5) * size;
  const y = style.anchorY * size;
  const rect: Rect = {
    left: Math.round(cx - w / 2),
    top: Math.round(style.view === 'standing' ? y - h : y - h / 2),
    width: w,
    height: h,
  };
  return { pixels: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), rect };
}

/**
 * The product mirrored in a glossy surface below its base line, fading out over a third of its
 * height and a touch softer than the product, as a polished surface blurs what it reflects.
 */
function drawReflection(
  ctx: SKRSContext2D,
  style: StudioStyle,
  frame: StudioFrame,
  lit: Canvas,
  clip: ((c: SKRSContext2D) => void) | undefined,
): void {
  const { size, product, base } = frame;
  const mirror = layer(size);
  mirror.ctx.filter = `blur(${Math.max(0.5, product.height * 0.004).toFixed(2)}px)`;
  mirror.ctx.setTransform(1, 0, 0, -1, 0, 2 * base);
  mirror.ctx.drawImage(lit, product.left, product.top);
  mirror.ctx.setTransform(1, 0, 0, 1, 0, 0);
  mirror.ctx.filter = 'none';
  mirror.ctx.globalCompositeOperation = 'destination-in';
  const fadeOut = mirror.ctx.createLinearGradient(0, base, 0, base + product.height * 0.35);
  fadeOut.addColorStop(0, `rgba(0,0,0,${style.reflection})`);
  fadeOut.addColorStop(1, 'rgba(0,0,0,0)');
  mirror.ctx.fillStyle = fadeOut;
  mirror.ctx.fillRect(0, 0, size, size);
  ctx.save();
  clip?.(ctx);
  ctx.drawImage(mirror.canvas, 0, 0);
  ctx.restore();
}
