/**
 * One-channel images as float arrays, and the few filters the fidelity gate needs on them. Small
 * and in memory: the gate measures at most 256 px a side (see fidelity-check.ts).
 */

export interface Plane {
  data: Float32Array;
  width: number;
  height: number;
}

/** Luma (Rec. 601 weights on the sRGB bytes), as SSIM is usually computed. */
export function lumaPlane(rgb: Uint8Array, width: number, height: number): Plane {
  const data = new Float32Array(width * height);
  for (let i = 0; i < data.length; i++) {
    data[i] = 0.299 * rgb[i * 3]! + 0.587 * rgb[i * 3 + 1]! + 0.114 * rgb[i * 3 + 2]!;
  }
  return { data, width, height };
}

/** A separable Gaussian blur (3σ each side), edges clamped. */
export function gaussianBlur(plane: Plane, sigma: number): Plane {
  const radius = Math.max(1, Math.ceil(sigma * 3));
  const kernel = new Float32Array(radius * 2 + 1);
  let sum = 0;
  for (let k = -radius; k <= radius; k++) {
    kernel[k + radius] = Math.exp(-(k * k) / (2 * sigma * sigma));
    sum += kernel[k + radius]!;
  }
  for (let k = 0; k < kernel.length; k++) kernel[k] = kernel[k]! / sum;
  const { width, height } = plane;
  const across = new Float32Array(width * height);
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      let acc = 0;
      for (let k = -radius; k <= radius; k++) {
        const xx = x + k < 0 ? 0 : x + k >= width ? width - 1 : x + k;
        acc += plane.data[row + xx]! * kernel[k + radius]!;
      }
      across[row + x] = acc;
    }
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let acc = 0;
      for (let k = -radius; k <= radius; k++) {
        const yy = y + k < 0 ? 0 : y + k >= height ? height - 1 : y + k;
        acc += across[yy * width + x]! * kernel[k + radius]!;
      }
      out[y * width + x] = acc;
    }
  }
  return { data: out, width, height };
}

/** Element-wise product of two planes of one size. */
export function multiply(a: Plane, b: Plane): Plane {
  const data = new Float32Array(a.data.length);
  for (let i = 0; i < data.length; i++) data[i] = a.data[i]! * b.data[i]!;
  return { data, width: a.width, height: a.height };
}

/** The gradient by the Prewitt operator divided by 3 (as GMSD computes it), per pixel. */
export function gradients(plane: Plane): { gx: Float32Array; gy: Float32Array } {
  const { width, height } = plane;
  const at = (x: number, y: number) =>
    plane.data[
      (y < 0 ? 0 : y >= height ? height - 1 : y) * width + (x < 0 ? 0 : x >= width ? width - 1 : x)
    ]!;
  const gx = new Float32Array(width * height);
  const gy = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const right = at(x + 1, y - 1) + at(x + 1, y) + at(x + 1, y + 1);
      const left = at(x - 1, y - 1) + at(x - 1, y) + at(x - 1, y + 1);
      const below = at(x - 1, y + 1) + at(x, y + 1) + at(x + 1, y + 1);
      const above = at(x - 1, y - 1) + at(x, y - 1) + at(x + 1, y - 1);
      gx[y * width + x] = (right - left) / 3;
      gy[y * width + x] = (below - above) / 3;
    }
  }
  return { gx, gy };
}
