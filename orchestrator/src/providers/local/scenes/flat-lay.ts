import { flatLayProps, type FlatLaySurface } from './flat-lay-props';
import { type ScenePlan } from './scene-plan';
import { canvasSvg } from './svg';
import { paintLinen, paintMarble, paintWood } from './textures';

// Flat lay: a surface seen from above, the product in the middle with room round it, props
// arranged round it (flat-lay-props.ts), overhead light and a shadow straight down.

export function flatLay(surface: FlatLaySurface): ScenePlan {
  return {
    seed: `flat-lay:${surface}`,
    box: { width: 0.56, height: 0.56 },
    anchor: { x: 0.5, y: 0.5, align: 'centre' },
    shadow: 'top-down',
    reflection: 0,
    behind: ({ size, product, random }) => {
      const painter = { linen: paintLinen, marble: paintMarble, wood: paintWood }[surface];
      const s = size / 1000;
      return [
        { rgba: painter(size, random) },
        {
          svg: flatLayProps(size, surface, product, random),
          // Overhead light: the props' shadows fall straight down, soft, like the product's.
          shadow: { dx: 0, dy: 3 * s, blur: 9 * s, opacity: 0.32 },
        },
      ];
    },
    front: ({ size }) => [{ svg: windowLight(size, 0.16) }],
  };
}

/** Soft daylight from the top left over the whole scene, with darker corners. */
function windowLight(size: number, strength: number): string {
  return canvasSvg(
    size,
    `<defs>
      <linearGradient id="l" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#fff8ec" stop-opacity="${strength}"/>
        <stop offset="0.55" stop-color="#fff8ec" stop-opacity="0"/>
      </linearGradient>
      <radialGradient id="v" cx="0.5" cy="0.5" r="0.75">
        <stop offset="0.55" stop-color="#000" stop-opacity="0"/>
        <stop offset="1" stop-color="#000" stop-opacity="${strength * 1.6}"/>
      </radialGradient>
    </defs>
    <rect width="${size}" height="${size}" fill="url(#l)"/>
    <rect width="${size}" height="${size}" fill="url(#v)"/>`,
  );
}
