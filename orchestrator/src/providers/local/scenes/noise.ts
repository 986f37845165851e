// Seeded randomness and value noise for the procedural textures: same seed, same pixels.

export type Noise = (x: number, y: number) => number;

/** Smooth 2-D value noise in [0, 1] on a lattice of random values drawn from `random`. */
export function createNoise(random: () => number): Noise {
  const values = Float32Array.from({ length: 256 }, () => random());
  const perm = Uint8Array.from({ length: 256 }, (_, i) => i);
  for (let i = 255; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [perm[i], perm[j]] = [perm[j]!, perm[i]!];
  }
  // The lattice value at (x, y) is values[perm[(perm[x] + y) & 255]], looked up once here into a
  // 256 × 256 table (256 KiB): the textures ask for millions of corners a scene, and one read
  // costs a third of three.
  const lattice = new Float32Array(256 * 256);
  for (let x = 0; x < 256; x++) {
    for (let y = 0; y < 256; y++) lattice[x * 256 + y] = values[perm[(perm[x]! + y) & 255]!]!;
  }
  return (x, y) => {
    const xi = Math.floor(x);
    const yi = Math.floor(y);
    const tx = x - xi;
    const ty = y - yi;
    const sx = tx * tx * (3 - 2 * tx);
    const sy = ty * ty * (3 - 2 * ty);
    const row = (xi & 255) << 8;
    const nextRow = ((xi + 1) & 255) << 8;
    const y0 = yi & 255;
    const y1 = (yi + 1) & 255;
    const a = lattice[row | y0]!;
    const b = lattice[nextRow | y0]!;
    const c = lattice[row | y1]!;
    const d = lattice[nextRow | y1]!;
    return a + (b - a) * sx + (c - a) * sy + (a - b - c + d) * sx * sy;
  };
}

/** Fractal noise: `octaves` layers of noise, each twice as fine and half as strong. */
export function fbm(noise: Noise, x: number, y: number, octaves: number): number {
  let sum = 0;
  let amplitude = 0.5;
  let frequency = 1;
  let norm = 0;
  for (let o = 0; o < octaves; o++) {
    sum += amplitude * noise(x * frequency, y * frequency);
    norm += amplitude;
    amplitude *= 0.5;
    frequency *= 2;
  }
  return sum / norm;
}

/** A small, fast, seeded PRNG: the same seed always gives the same sequence. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
