import { clampByte, type Rgb } from '../colour';
import { createNoise, fbm } from './noise';

// Procedural textures, painted into raw RGBA pixels (size × size × 4) with seeded value noise.

/** What a floor is made of; `plain` is a smooth studio floor. */
export type FloorTexture = 'plain' | 'sand' | 'grass' | 'wood' | 'marble' | 'stone';

export function paintLinen(size: number, random: () => number): Buffer {
  const noise = createNoise(random);
  const out = Buffer.alloc(size * size * 4);
  const thread = Math.max(1, size / 380);
  const threads = Math.ceil(size / thread) + 1;
  // Each warp and weft thread is a little lighter or darker; slubs are rarer, stronger ones.
  const warp = Float32Array.from({ length: threads }, () => slub(random));
  const weft = Float32Array.from({ length: threads }, () => slub(random));
  for (let y = 0; y < size; y++) {
    const ty = Math.floor(y / thread);
    for (let x = 0; x < size; x++) {
      const tx = Math.floor(x / thread);
      const nx = x / size;
      const ny = y / size;
      // Threads vary along their length too, in slubs, so the weave never reads as a grid.
      const weave =
        (tx + ty) % 2 === 0
          ? warp[tx]! * (noise(tx * 0.61, ny * 9) * 2 - 0.4)
          : weft[ty]! * (noise(nx * 9, ty * 0.61 + 40) * 2 - 0.4);
      const cloud = fbm(noise, nx * 3, ny * 3, 3) - 0.5;
      const fold = fbm(noise, nx * 1.4 + ny * 0.6 + 7, ny * 1.1 + 3, 2) - 0.5;
      const v = weave * 6 + cloud * 10 + fold * 26 + (random() - 0.5) * 7;
      put(out, y * size + x, 232 + v, 224 + v, 209 + v * 0.95);
    }
  }
  return out;
}

function slub(random: () => number): number {
  const r = random() - 0.5;
  return random() < 0.06 ? r * 3 : r;
}

export function paintWood(size: number, random: () => number): Buffer {
  const noise = createNoise(random);
  const out = Buffer.alloc(size * size * 4);
  const plank = size / 4.6;
  const planks = Math.ceil(size / plank) + 1;
  const tint = Float32Array.from({ length: planks }, () => (random() - 0.5) * 26);
  const offset = Float32Array.from({ length: planks }, () => random() * 50);
  const joint = Float32Array.from({ length: planks }, () => (0.2 + random() * 0.9) * size);
  const light: Rgb = [200, 154, 108];
  const dark: Rgb = [132, 86, 52];
  const seam = Math.max(1, size / 600);
  for (let y = 0; y < size; y++) {
    const p = Math.floor(y / plank);
    const within = y - p * plank;
    for (let x = 0; x < size; x++) {
      const nx = x / size;
      const ny = y / size;
      const grain = fbm(noise, nx * 1.3 + offset[p]!, ny * 22 + offset[p]!, 4);
      const lines = Math.sin(grain * 38) * 0.5 + 0.5;
      const k = Math.min(1, Math.max(0, 0.25 + lines * 0.35 + (grain - 0.5) * 0.9));
      let shade = tint[p]! + (random() - 0.5) * 6;
      if (within < seam || plank - within < seam) shade -= 55;
      else if (Math.abs(x - joint[p]!) < seam) shade -= 45;
      put(
        out,
        y * size + x,
        light[0] + (dark[0] - light[0]) * k + shade,
        light[1] + (dark[1] - light[1]) * k + shade * 0.8,
        light[2] + (dark[2] - light[2]) * k + shade * 0.6,
      );
    }
  }
  return out;
}

/**
 * A floor seen in perspective from the horizon down: texture coordinates recede towards the
 * horizon, where the colour also melts into `haze` (depth of field and aerial perspective).
 */
export function paintGround(
  size: number,
  options: {
    horizon: number;
    far: Rgb;
    near: Rgb;
    haze: Rgb;
    /** How much longer the texture runs along y than x (grass blades > 1). */
    streak: number;
    texture?: FloorTexture;
    random: () => number;
  },
): Buffer {
  const { far, near, haze, random } = options;
  const noise = createNoise(random);
  const out = Buffer.alloc(size * size * 4);
  const top = Math.floor(options.horizon * size);
  const texture = options.texture ?? 'stone';
  const amplitude = { plain: 4, sand: 14, grass: 34, wood: 26, marble: 18, stone: 22 }[texture];
  for (let y = top; y < size; y++) {
    const t = (y - top + 1) / (size - top); // 0 at the horizon, 1 at the bottom
    const depth = 1 / (t + 0.06);
    const hazeAmount = Math.pow(1 - t, 6) * 0.85;
    const detail = Math.min(1, t * 3);
    // A soft horizon line, not a hard edge.
    const alpha = Math.min(
      1,
      (y - top + 1) / Math.max(2, size * (texture === 'plain' ? 0.1 : 0.012)),
    );
    for (let x = 0; x < size; x++) {
      const u = (x / size - 0.5) * depth;
      const v = depth;
      let variation: number;
      if (texture === 'wood') {
        const grain = fbm(noise, u * 0.8, v * 6, 3);
        variation = (Math.sin(grain * 30) * 0.3 + (grain - 0.5)) * 0.9;
        if ((v * 1.6) % 1 < 0.02 * depth) variation -= 0.6;
      } else if (texture === 'marble') {
        const turbulence = fbm(noise, u * 1.5, v * 1.5, 5);
        variation =
          Math.pow(1 - Math.abs(Math.sin((u + v * 0.7 + turbulence * 4) * Math.PI)), 14) - 0.3;
      } else {
        variation =
          // ×2.4: near the viewer a step down the floor covers about 2.4 times the depth of a
          // step across it, so this keeps close-up features round (or, with streak, upright).
          fbm(noise, u * 4.8 * options.streak, v * 2, 4) -
          0.5 +
          (random() - 0.5) * (texture === 'sand' ? 0.6 : 0.25);
      }
      const shade = variation * amplitude * detail;
      put(
        out,
        y * size + x,
        recede(far[0], near[0], haze[0], t, hazeAmount) + shade,
        recede(far[1], near[1], haze[1], t, hazeAmount) + shade,
        recede(far[2], near[2], haze[2], t, hazeAmount) + shade * 0.8,
        alpha * 255,
      );
    }
  }
  return out;
}

/** A floor channel `t` of the way from far to near, melted into the haze near the horizon. */
function recede(far: number, near: number, haze: number, t: number, hazeAmount: number): number {
  return (far + (near - far) * t) * (1 - hazeAmount) + haze * hazeAmount;
}

function put(out: Buffer, i: number, r: number, g: number, b: number, a = 255): void {
  out[i * 4] = clampByte(r);
  out[i * 4 + 1] = clampByte(g);
  out[i * 4 + 2] = clampByte(b);
  out[i * 4 + 3] = clampByte(a);
}
