import { type Rgb } from '../colour';
import { paintGround } from '../scenes/textures';
import { canvasFromRgba, css, layer } from './canvas-pixels';
import { defocusedBackdrop } from './defocused-backdrop';
import { type LightSide, type StudioStyle } from './studio-style';

export type NaturalSetting = 'garden' | 'stone' | 'forest';

interface Setting {
  palette: Rgb[];
  trunks: number;
  highlight: Rgb;
  ground: { far: Rgb; near: Rgb; haze: Rgb; texture: 'wood' | 'stone' | 'grass'; streak: number };
  light: Rgb;
  shadow: Rgb;
}

const SETTINGS: Record<NaturalSetting, Setting> = {
  // A weathered garden table in late sun, a hedge and flowers far behind.
  garden: {
    palette: [
      [38, 62, 34],
      [72, 104, 52],
      [128, 150, 84],
      [196, 204, 150],
      [236, 226, 190],
    ],
    trunks: 0.15,
    highlight: [255, 246, 210],
    ground: {
      far: [150, 126, 98],
      near: [122, 96, 70],
      haze: [170, 176, 140],
      texture: 'wood',
      streak: 1,
    },
    light: [255, 242, 218],
    shadow: [70, 60, 52],
  },
  // A stone ledge in a sunny courtyard: warm walls and terracotta out of focus.
  stone: {
    palette: [
      [120, 96, 78],
      [170, 140, 112],
      [206, 180, 146],
      [228, 212, 184],
      [244, 236, 220],
    ],
    trunks: 0,
    highlight: [255, 240, 214],
    ground: {
      far: [190, 180, 164],
      near: [150, 140, 126],
      haze: [214, 200, 178],
      texture: 'stone',
      streak: 1,
    },
    light: [255, 240, 214],
    shadow: [84, 76, 70],
  },
  // A mossy rock in a forest: dark trunks, sun through the canopy.
  forest: {
    palette: [
      [16, 28, 18],
      [34, 56, 30],
      [62, 92, 46],
      [118, 140, 76],
      [200, 210, 150],
    ],
    trunks: 0.8,
    highlight: [238, 250, 206],
    ground: {
      far: [92, 104, 64],
      near: [70, 82, 48],
      haze: [92, 112, 70],
      texture: 'stone',
      streak: 1,
    },
    light: [246, 250, 228],
    shadow: [28, 36, 24],
  },
};

/** The surface meets the out-of-focus background here (share of the frame's height). */
const HORIZON = 0.62;

/**
 * Natural Placement: the product standing on a real surface outdoors (a garden table, a stone
 * ledge, a mossy rock), shot close with a wide aperture: the surface sharp where the product
 * stands and softening with distance, the background only colour and light, the sun low from one
 * side casting the product's shadow across the surface. The product is 60% of the frame's height.
 */
export function studioNaturalPlacement(
  setting: NaturalSetting,
  light: LightSide = 'left',
): StudioStyle {
  const look = SETTINGS[setting];
  return {
    seed: `natural-placement:${setting}:${light}`,
    light,
    view: 'standing',
    height: 0.6,
    maxWidth: 0.74,
    anchorY: 0.84,
    lightColour: look.light,
    exposure: setting === 'forest' ? 0.96 : 1,
    shadow: {
      colour: look.shadow,
      contact: 0.85,
      cast: 0.7,
      reach: { x: 0.75, y: 0.2 },
      tip: 0.3,
      softness: 0.04,
    },
    reflection: 0,
    vignette: setting === 'forest' ? 0.34 : 0.24,
    grain: 2.8,
    drawSet(ctx, { size, random }) {
      defocusedBackdrop(ctx, size, random, {
        palette: look.palette,
        trunks: look.trunks,
        highlight: look.highlight,
        highlights: 5,
        above: HORIZON,
      });
      const ground = canvasFromRgba(
        paintGround(size, { horizon: HORIZON, ...look.ground, random }),
        size,
        size,
      );
      // Depth of field: the surface is sharp where the product stands and melts into the
      // background towards its far edge, which is as out of focus as what lies behind it.
      ctx.save();
      ctx.filter = `blur(${(size * 0.01).toFixed(2)}px)`;
      ctx.drawImage(ground, 0, 0);
      ctx.restore();
      const near = layer(size);
      near.ctx.drawImage(ground, 0, 0);
      near.ctx.globalCompositeOperation = 'destination-in';
      const focus = near.ctx.createLinearGradient(0, HORIZON * size, 0, 0.8 * size);
      focus.addColorStop(0, 'rgba(0,0,0,0)');
      focus.addColorStop(1, 'rgba(0,0,0,1)');
      near.ctx.fillStyle = focus;
      near.ctx.fillRect(0, 0, size, size);
      ctx.drawImage(near.canvas, 0, 0);
      // The low sun: warm light washing in from its side.
      const from = light === 'left' ? 0 : size;
      const sun = ctx.createRadialGradient(from, size * 0.15, 0, from, size * 0.15, size * 1.1);
      sun.addColorStop(0, css(look.light, 0.3));
      sun.addColorStop(0.5, css(look.light, 0.08));
      sun.addColorStop(1, css(look.light, 0));
      ctx.globalCompositeOperation = 'screen';
      ctx.fillStyle = sun;
      ctx.fillRect(0, 0, size, size);
      ctx.globalCompositeOperation = 'source-over';
      return {};
    },
  };
}
