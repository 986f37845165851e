import { type Canvas, createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { type Rect } from '../scenes/scene-plan';
import { css, layer } from './canvas-pixels';
import { type SetSurface, type StudioFrame, type StudioStyle } from './studio-style';

/**
 * The product's shadows, made from its own silhouette: a contact shadow under the columns it
 * stands on (a mug's base, not the air under its handle), and a cast shadow, the silhouette
 * projected onto the floor along the light (away from it and back, up the frame), sharp where it
 * leaves the base and softer and fainter towards its tip, as a real shadow's penumbra widens with
 * distance. Overhead, the product lies on the surface: its shadow is the silhouette itself,
 * nudged away from the light. Shadows multiply the set with the style's shadow colour, so they
 * take the set's ambient tint rather than grey it.
 */
export function drawProductShadows(
  ctx: SKRSContext2D,
  style: StudioStyle,
  frame: StudioFrame,
  shape: Canvas,
  alpha: Uint8Array,
  surface: SetSurface,
): void {
  const { size } = frame;
  const dark = layer(size);
  if (style.view === 'overhead') overheadShadow(dark.ctx, style, frame, shape);
  else {
    if (style.shadow.backdrop) backdropShadow(ctx, style, frame, shape);
    castShadow(dark.ctx, style, frame, shape, surface);
    contactShadow(dark.ctx, style, frame, alpha);
  }
  ctx.save();
  surface.clip?.(ctx);
  multiplyIn(ctx, dark.ctx, style, size);
  ctx.restore();
}

/** Lays a layer of darkness on the set in the shadow colour: alpha × (1 − colour) darker. */
function multiplyIn(ctx: SKRSContext2D, dark: SKRSContext2D, style: StudioStyle, size: number) {
  dark.globalCompositeOperation = 'source-in';
  dark.fillStyle = css(style.shadow.colour);
  dark.fillRect(0, 0, size, size);
  ctx.globalCompositeOperation = 'multiply';
  ctx.drawImage(dark.canvas, 0, 0);
  ctx.globalCompositeOperation = 'source-over';
}

/** A soft box's faint shadow of the product on the backdrop behind it, away from the light. */
function backdropShadow(ctx: SKRSContext2D, style: StudioStyle, frame: StudioFrame, shape: Canvas) {
  const { size, product } = frame;
  const away = frame.light === 'left' ? 1 : -1;
  const wall = layer(size);
  wall.ctx.globalAlpha = style.shadow.backdrop ?? 0;
  wall.ctx.filter = `blur(${(product.height * 0.06).toFixed(2)}px)`;
  wall.ctx.drawImage(
    shape,
    product.left + away * product.height * 0.22,
    product.top - product.height * 0.06,
  );
  multiplyIn(ctx, wall.ctx, style, size);
}

function castShadow(
  ctx: SKRSContext2D,
  style: StudioStyle,
  frame: StudioFrame,
  shape: Canvas,
  surface: SetSurface,
): void {
  const { size, product, base } = frame;
  const away = frame.light === 'left' ? 1 : -1;
  const sx = style.shadow.reach.x * away;
  const sy = style.shadow.reach.y;
  const h = product.height;
  const tip = { x: product.left + product.width / 2 + sx * h, y: base - sy * h };
  const project = (c: SKRSContext2D) => {
    // x' = x + sx·(base − y), y' = base − sy·(base − y): the silhouette laid down along the light.
    c.setTransform(1, 0, -sx, sy, sx * base, (1 - sy) * base);
    c.drawImage(shape, product.left, product.top);
    c.setTransform(1, 0, 0, 1, 0, 0);
  };
  const onFloor = layer(size);
  const soft = Math.max(1, style.shadow.softness * h);
  // A soft shadow for the whole length, and a crisper one that only holds near the base.
  onFloor.ctx.globalAlpha = 0.85;
  onFloor.ctx.filter = `blur(${soft.toFixed(2)}px)`;
  project(onFloor.ctx);
  const crisp = layer(size);
  crisp.ctx.filter = `blur(${Math.max(0.6, soft * 0.2).toFixed(2)}px)`;
  project(crisp.ctx);
  crisp.ctx.filter = 'none';
  crisp.ctx.globalCompositeOperation = 'destination-in';
  crisp.ctx.fillStyle = fade(crisp.ctx, frame, tip, [1, 0.35, 0]);
  crisp.ctx.fillRect(0, 0, size, size);
  onFloor.ctx.filter = 'none';
  onFloor.ctx.globalAlpha = 0.6;
  onFloor.ctx.drawImage(crisp.canvas, 0, 0);
  onFloor.ctx.globalAlpha = 1;
  onFloor.ctx.globalCompositeOperation = 'destination-in';
  onFloor.ctx.fillStyle = fade(onFloor.ctx, frame, tip, [
    1,
    (1 + style.shadow.tip) / 2,
    style.shadow.tip,
  ]);
  onFloor.ctx.fillRect(0, 0, size, size);
  if (surface.wallAt !== undefined) {
    // Low light across a floor: the shadow reaches the wall and climbs it, upright there.
    onFloor.ctx.globalCompositeOperation = 'destination-out';
    onFloor.ctx.fillStyle = '#000';
    onFloor.ctx.fillRect(0, 0, size, surface.wallAt);
    climbWall(onFloor.ctx, style, frame, shape, surface.wallAt, sx, soft);
  }
  ctx.globalAlpha = style.shadow.cast;
  ctx.drawImage(onFloor.canvas, 0, 0);
  ctx.globalAlpha = 1;
}

/**
 * Where the floor shadow meets the wall it turns upwards: on the wall, the silhouette standing
 * upright, shifted by how far the light travelled across the floor to get there.
 */
function climbWall(
  ctx: SKRSContext2D,
  style: StudioStyle,
  frame: StudioFrame,
  shape: Canvas,
  wallAt: number,
  sx: number,
  soft: number,
): void {
  const { product, base, size } = frame;
  const depth = (base - wallAt) / style.shadow.reach.y;
  const wall = layer(size);
  wall.ctx.filter = `blur(${(soft * 1.3).toFixed(2)}px)`;
  // Its foot on the seam, at the place the floor shadow of that height reaches the wall.
  wall.ctx.drawImage(shape, product.left + sx * depth, product.top - (base - wallAt));
  wall.ctx.filter = 'none';
  wall.ctx.globalCompositeOperation = 'destination-out';
  wall.ctx.fillStyle = '#000';
  wall.ctx.fillRect(0, wallAt, size, size - wallAt);
  ctx.globalCompositeOperation = 'source-over';
  ctx.globalAlpha = 0.55;
  ctx.drawImage(wall.canvas, 0, 0);
  ctx.globalAlpha = 1;
}

/** A gradient from the product's base to the shadow's tip, with the given alphas along it. */
function fade(
  ctx: SKRSContext2D,
  frame: StudioFrame,
  tip: { x: number; y: number },
  stops: [number, number, number],
) {
  const from = { x: frame.product.left + frame.product.width / 2, y: frame.base };
  const gradient = ctx.createLinearGradient(from.x, from.y, tip.x, tip.y);
  gradient.addColorStop(0, `rgba(0,0,0,${stops[0]})`);
  gradient.addColorStop(0.5, `rgba(0,0,0,${stops[1]})`);
  gradient.addColorStop(1, `rgba(0,0,0,${stops[2]})`);
  return gradient;
}

/**
 * Where the product touches the surface, light cannot reach: a thin dark line under the columns
 * whose lowest rows are product, and a wider, fainter occlusion round it.
 */
function contactShadow(
  ctx: SKRSContext2D,
  style: StudioStyle,
  frame: StudioFrame,
  alpha: Uint8Array,
): void {
  const { product, base } = frame;
  const row = footprint(alpha, product);
  const h = product.height;
  const tight = Math.max(1, h * 0.012);
  ctx.globalAlpha = style.shadow.contact;
  ctx.filter = `blur(${tight.toFixed(2)}px)`;
  // Seen from a little above, the contact line shows just under the product's bottom edge.
  ctx.drawImage(row, product.left, base - tight, product.width, tight * 2.4);
  ctx.globalAlpha = style.shadow.contact * 0.55;
  ctx.filter = `blur(${(h * 0.025).toFixed(2)}px)`;
  ctx.drawImage(row, product.left - h * 0.02, base - h * 0.03, product.width + h * 0.04, h * 0.055);
  ctx.filter = 'none';
  ctx.globalAlpha = 1;
}

/** One row: opaque under each column the product stands on (product in its lowest rows). */
function footprint(alpha: Uint8Array, rect: Rect): Canvas {
  const band = Math.max(2, Math.round(rect.height * 0.03));
  const row = createCanvas(rect.width, 1);
  const ctx = row.getContext('2d');
  const image = ctx.createImageData(rect.width, 1);
  for (let x = 0; x < rect.width; x++) {
    let most = 0;
    for (let y = rect.height - band; y < rect.height; y++) {
      most = Math.max(most, alpha[y * rect.width + x]!);
    }
    image.data[x * 4 + 3] = most;
  }
  ctx.putImageData(image, 0, 0);
  return row;
}

/** Lying on the surface under a high window: the silhouette, soft, nudged away from the light. */
function overheadShadow(
  ctx: SKRSContext2D,
  style: StudioStyle,
  frame: StudioFrame,
  shape: Canvas,
): void {
  const { product } = frame;
  const away = frame.light === 'left' ? 1 : -1;
  const h = Math.max(product.width, product.height);
  const dx = style.shadow.reach.x * away * h;
  const dy = style.shadow.reach.y * h;
  ctx.globalAlpha = style.shadow.cast;
  ctx.filter = `blur(${(style.shadow.softness * h).toFixed(2)}px)`;
  ctx.drawImage(shape, product.left + dx, product.top + dy);
  // The edge where it rests on the surface: a tight, darker rim just round the silhouette.
  ctx.globalAlpha = style.shadow.contact;
  ctx.filter = `blur(${Math.max(0.8, h * 0.006).toFixed(2)}px)`;
  ctx.drawImage(shape, product.left + dx * 0.2, product.top + dy * 0.2);
  ctx.filter = 'none';
  ctx.globalAlpha = 1;
}
