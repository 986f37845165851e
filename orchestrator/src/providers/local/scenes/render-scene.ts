import sharp, { type OverlayOptions } from 'sharp';
import { textHash } from '../../text-hash';
import { mulberry32 } from './noise';
import { lightWrap } from './light-wrap';
import { groundShadow, mirrorImage } from './product-shadows';
import { type Layer, type Rect, type SceneContext, type ScenePlan } from './scene-plan';
import { bleed } from './svg';

/**
 * Draws a scene: the cut-out product fitted into the plan's box at its anchor, the plan's layers
 * behind it, its shadow (and reflection), the product lit by what is behind it (light-wrap.ts),
 * then the layers in front, on a square canvas of `size`. Every shadow is made from the product's
 * alpha, and the product is composited through it, so only the product's own pixels ever reach
 * the scene. The plan's randomness is seeded by its seed, so the same plan gives the same bytes.
 * Neither sharp's work nor the painting of a texture can be interrupted, so a cancelled `signal`
 * is checked between the steps: a cancelled scene stops within one step (a second or two at most
 * for a 2048 px scene, much less at the usual sizes).
 */
export async function renderScene(
  plan: ScenePlan,
  product: Buffer,
  size: number,
  signal: AbortSignal,
): Promise<Buffer> {
  const { pixels: fitted, rect } = await placeProduct(plan, product, size);
  const context: SceneContext = { size, product: rect, random: mulberry32(textHash(plan.seed)) };
  signal.throwIfAborted();
  const behind = (await Promise.all(plan.behind(context).map((l) => overlay(l, size)))).flat();
  signal.throwIfAborted();
  const shadows = await SHADOWS[plan.shadow](fitted, rect, size);
  const reflection = plan.reflection > 0 ? [await mirrorImage(fitted, rect, plan.reflection)] : [];
  signal.throwIfAborted();
  const front = (await Promise.all(plan.front(context).map((l) => overlay(l, size)))).flat();
  signal.throwIfAborted();

  const backdrop = await sharp({
    create: { width: size, height: size, channels: 3, background: '#808080' },
  })
    .composite([...behind, ...reflection, ...shadows])
    .removeAlpha()
    .raw()
    .toBuffer();
  const lit = await lightWrap(fitted, rect, backdrop, size);
  signal.throwIfAborted();
  const productLayer: OverlayOptions = {
    input: lit,
    raw: { width: rect.width, height: rect.height, channels: 4 },
    left: rect.left,
    top: rect.top,
  };
  return sharp(backdrop, { raw: { width: size, height: size, channels: 3 } })
    .composite([productLayer, ...front])
    .removeAlpha()
    .png()
    .toBuffer();
}

const SHADOWS: Record<
  ScenePlan['shadow'],
  (rgba: Buffer, rect: Rect, size: number) => Promise<OverlayOptions[]>
> = { ground: groundShadow };

/**
 * Where and how large the product goes: fitted inside the plan's box (its longer side a share of
 * the frame, as a photographer leaves room round it), centred on the anchor or standing on it.
 * Returns the fitted product's raw RGBA pixels and their place on the canvas.
 */
export async function placeProduct(
  plan: Pick<ScenePlan, 'box' | 'anchor'>,
  product: Buffer,
  size: number,
): Promise<{ pixels: Buffer; rect: Rect }> {
  const box = {
    width: Math.max(1, Math.round(plan.box.width * size)),
    height: Math.max(1, Math.round(plan.box.height * size)),
  };
  const { data: pixels, info } = await sharp(product)
    .resize(box.width, box.height, { fit: 'inside', kernel: 'lanczos3' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const rect: Rect = {
    left: Math.round(plan.anchor.x * size - info.width / 2),
    top: Math.round(
      plan.anchor.align === 'base'
        ? plan.anchor.y * size - info.height
        : plan.anchor.y * size - info.height / 2,
    ),
    width: info.width,
    height: info.height,
  };
  return { pixels, rect };
}

async function overlay(layer: Layer, size: number): Promise<OverlayOptions[]> {
  const raw = { width: size, height: size, channels: 4 as const };
  if ('rgba' in layer) return [{ input: layer.rgba, raw, left: 0, top: 0 }];
  const m = bleed(size);
  const bled = { width: size + m * 2, height: size + m * 2, channels: 4 as const };
  let pixels = await sharp(Buffer.from(layer.svg)).ensureAlpha().raw().toBuffer();
  // Blurred over the bleed margin too, so shapes running off the canvas blur evenly to its edge.
  if (layer.blur && layer.blur >= 0.3) {
    pixels = await sharp(pixels, { raw: bled }).blur(layer.blur).raw().toBuffer();
  }
  const crop = (image: Buffer, left: number, top: number) =>
    sharp(image, { raw: bled }).extract({ left, top, width: size, height: size }).raw().toBuffer();
  const layers: OverlayOptions[] = [{ input: await crop(pixels, m, m), raw, left: 0, top: 0 }];
  if (layer.shadow) {
    // Made from the whole drawing, margin included, so shapes cut by the frame still cast one.
    const { dx, dy, blur, opacity } = layer.shadow;
    const shadow = Buffer.alloc(pixels.length);
    for (let i = 3; i < pixels.length; i += 4) shadow[i] = Math.round(pixels[i]! * opacity);
    const blurred = await sharp(shadow, { raw: bled }).blur(Math.max(0.3, blur)).raw().toBuffer();
    const shift = (d: number) => Math.min(m * 2, Math.max(0, Math.round(m - d)));
    layers.unshift({ input: await crop(blurred, shift(dx), shift(dy)), raw, left: 0, top: 0 });
  }
  return layers;
}
