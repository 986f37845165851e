import { type Rgb } from '../colour';
import { type FloorTexture } from './textures';

// The sets a creator's prompt can choose by its words (see prompt-scene.ts).

export interface PromptLook {
  /** Wall or sky, top to horizon. */
  wall: [string, string];
  /** Floor colours, far and near. */
  floor: [Rgb, Rgb];
  horizon: number;
  texture: FloorTexture;
  bokeh: string[];
  bokehCount: number;
  reflection: number;
  /** A backdrop detail drawn over the wall. */
  detail?: 'sea' | 'tiles' | 'sweep' | 'trunks' | 'sun';
  glow: string;
  vignette: number;
}

export const PROMPT_LOOKS: Record<string, PromptLook> = {
  beach: {
    wall: ['#7cc3ea', '#e3f4fb'],
    floor: [
      [236, 219, 180],
      [214, 186, 138],
    ],
    horizon: 0.56,
    texture: 'sand',
    bokeh: ['#ffffff'],
    bokehCount: 6,
    reflection: 0,
    detail: 'sea',
    glow: '#fff6dc',
    vignette: 0.2,
  },
  forest: {
    wall: ['#163626', '#587a45'],
    floor: [
      [104, 122, 64],
      [58, 74, 38],
    ],
    horizon: 0.62,
    texture: 'grass',
    bokeh: ['#e9f5b0', '#fff4c2'],
    bokehCount: 18,
    reflection: 0,
    detail: 'trunks',
    glow: '#fff1c4',
    vignette: 0.45,
  },
  kitchen: {
    wall: ['#f4f1ea', '#e7e1d6'],
    floor: [
      [178, 134, 94],
      [140, 98, 62],
    ],
    horizon: 0.6,
    texture: 'wood',
    bokeh: [],
    bokehCount: 0,
    reflection: 0,
    detail: 'tiles',
    glow: '#fff8ea',
    vignette: 0.22,
  },
  studio: {
    wall: ['#f3f3f3', '#dcdcdc'],
    floor: [
      [214, 214, 214],
      [196, 196, 196],
    ],
    horizon: 0.64,
    texture: 'plain',
    bokeh: [],
    bokehCount: 0,
    reflection: 0.08,
    detail: 'sweep',
    glow: '#ffffff',
    vignette: 0.25,
  },
  night: {
    wall: ['#080d24', '#1e2a57'],
    floor: [
      [28, 34, 64],
      [12, 15, 32],
    ],
    horizon: 0.64,
    texture: 'plain',
    bokeh: ['#ffcf7a', '#ff8fb1', '#8fd3ff', '#fff1c9'],
    bokehCount: 26,
    reflection: 0.3,
    glow: '#9fb6ff',
    vignette: 0.4,
  },
  sunset: {
    wall: ['#f29b72', '#fbd9a6'],
    floor: [
      [200, 150, 120],
      [150, 102, 84],
    ],
    horizon: 0.62,
    texture: 'sand',
    bokeh: ['#fff1c9', '#ffc4a3'],
    bokehCount: 10,
    reflection: 0.1,
    detail: 'sun',
    glow: '#ffe3b8',
    vignette: 0.3,
  },
  winter: {
    wall: ['#c9dcec', '#f2f7fb'],
    floor: [
      [240, 244, 248],
      [214, 224, 234],
    ],
    horizon: 0.62,
    texture: 'sand',
    bokeh: ['#ffffff'],
    bokehCount: 24,
    reflection: 0.05,
    glow: '#ffffff',
    vignette: 0.2,
  },
  festive: {
    wall: ['#5a0f16', '#8c1c24'],
    floor: [
      [150, 104, 66],
      [104, 68, 40],
    ],
    horizon: 0.64,
    texture: 'wood',
    bokeh: ['#ffd36e', '#fff1c9', '#ffb347'],
    bokehCount: 28,
    reflection: 0,
    glow: '#ffd9a0',
    vignette: 0.4,
  },
  luxury: {
    wall: ['#0f0f10', '#2a2622'],
    floor: [
      [52, 48, 44],
      [20, 18, 17],
    ],
    horizon: 0.64,
    texture: 'marble',
    bokeh: ['#e8c66f', '#f6e2a8'],
    bokehCount: 12,
    reflection: 0.22,
    glow: '#f3d891',
    vignette: 0.45,
  },
  spring: {
    wall: ['#f9dfe6', '#fdf3ea'],
    floor: [
      [240, 226, 220],
      [222, 200, 194],
    ],
    horizon: 0.62,
    texture: 'plain',
    bokeh: ['#ffffff', '#ffc1d5', '#fff3b0'],
    bokehCount: 16,
    reflection: 0.05,
    glow: '#fff5f0',
    vignette: 0.18,
  },
};

/** Words (singular, lower case) that choose a look; the first one in the prompt wins. */
export const PROMPT_KEYWORDS: Record<string, keyof typeof PROMPT_LOOKS> = {
  beach: 'beach',
  sea: 'beach',
  ocean: 'beach',
  sand: 'beach',
  coast: 'beach',
  summer: 'beach',
  tropical: 'beach',
  forest: 'forest',
  wood: 'forest',
  woodland: 'forest',
  jungle: 'forest',
  moss: 'forest',
  nature: 'forest',
  kitchen: 'kitchen',
  breakfast: 'kitchen',
  cafe: 'kitchen',
  coffee: 'kitchen',
  table: 'kitchen',
  studio: 'studio',
  minimal: 'studio',
  clean: 'studio',
  white: 'studio',
  night: 'night',
  city: 'night',
  neon: 'night',
  party: 'night',
  evening: 'night',
  sunset: 'sunset',
  sunrise: 'sunset',
  golden: 'sunset',
  autumn: 'sunset',
  winter: 'winter',
  snow: 'winter',
  ice: 'winter',
  christmas: 'festive',
  holiday: 'festive',
  festive: 'festive',
  luxury: 'luxury',
  gold: 'luxury',
  elegant: 'luxury',
  premium: 'luxury',
  spring: 'spring',
  flower: 'spring',
  floral: 'spring',
  pastel: 'spring',
};
