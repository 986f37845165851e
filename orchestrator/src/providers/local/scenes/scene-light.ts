import { type Layer } from './scene-plan';
import { canvasSvg, n } from './svg';

// Light over a whole scene: pools of light, vignettes and out-of-focus bokeh.

/** Warm light falling on the floor behind the product, fading towards the edges. */
export function lightPool(size: number, horizon: number, colour: string): string {
  return canvasSvg(
    size,
    `<defs><radialGradient id="p" cx="0.5" cy="${horizon + 0.12}" r="0.45" gradientTransform="translate(0 ${n(horizon + 0.12)}) scale(1 0.45) translate(0 ${n(-(horizon + 0.12))})">
      <stop offset="0" stop-color="${colour}" stop-opacity="0.35"/>
      <stop offset="1" stop-color="${colour}" stop-opacity="0"/>
    </radialGradient></defs>
    <rect width="${size}" height="${size}" fill="url(#p)"/>`,
  );
}

export function vignette(size: number, strength: number): string {
  return canvasSvg(
    size,
    `<defs><radialGradient id="v" cx="0.5" cy="0.5" r="0.72">
      <stop offset="0.5" stop-color="#000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000" stop-opacity="${strength}"/>
    </radialGradient></defs>
    <rect width="${size}" height="${size}" fill="url(#v)"/>`,
  );
}

/** Out-of-focus lights: soft discs of the given colours between two heights (shares of size). */
export function bokeh(
  size: number,
  random: () => number,
  colours: readonly string[],
  count: number,
  band: [number, number],
  opacity: number,
): Layer {
  const s = size / 1000;
  const discs: string[] = [];
  for (let i = 0; i < count && colours.length > 0; i++) {
    const x = random() * 1000;
    const y = (band[0] + random() * (band[1] - band[0])) * 1000;
    const r = 10 + random() * 34;
    const colour = colours[Math.floor(random() * colours.length)]!;
    discs.push(
      `<circle cx="${n(x * s)}" cy="${n(y * s)}" r="${n(r * s)}" fill="${colour}" fill-opacity="${n(opacity * (0.4 + random() * 0.6))}"/>`,
    );
  }
  return { svg: canvasSvg(size, discs.join('')), blur: 4 * s };
}
