import { rgbToLab } from '../../images/fidelity/lab-colour';

/**
 * A product's colours in the words a shopper uses, from its own pixels (issue 33: a silver car
 * was named "charcoal", an amber bottle "black with brown accents").
 *
 * - The light's cast is taken out first: the product's specular highlights, or else a near-neutral
 *   backdrop, show the colour of the light (a warm tungsten bulb turns a white mug cream), and
 *   that tint is subtracted in CIELAB before anything is named.
 * - Each pixel votes for its nearest name in CIELAB, a vivid pixel counting up to three times a
 *   dull one: the shadows of a coloured product are near black, and they must not outvote the
 *   colour a shopper sees.
 * - Two readings no single pixel can give: a neutral product whose lightness swings widely across
 *   it (reflections of the sky and the ground) is metallic, "silver"; a dark, strongly saturated
 *   orange-brown (light through tinted glass) is "amber", not "brown".
 */

type Lab = readonly [number, number, number];

/** The names, each at the colour a shop would photograph under white light. */
const VOCABULARY: Array<[string, readonly [number, number, number]]> = [
  ['black', [22, 22, 24]],
  ['charcoal', [62, 64, 68]],
  ['grey', [130, 130, 132]],
  ['white', [240, 240, 238]],
  ['cream', [238, 226, 198]],
  ['beige', [212, 192, 158]],
  ['tan', [186, 146, 102]],
  ['brown', [112, 72, 46]],
  ['red', [196, 36, 40]],
  ['burgundy', [112, 22, 40]],
  ['terracotta', [186, 94, 64]],
  ['coral', [244, 124, 104]],
  ['orange', [238, 132, 28]],
  ['gold', [206, 162, 62]],
  ['yellow', [244, 212, 52]],
  ['olive', [118, 122, 50]],
  ['green', [58, 146, 70]],
  ['sage', [150, 168, 134]],
  ['emerald', [28, 108, 80]],
  ['teal', [20, 128, 128]],
  ['turquoise', [62, 198, 198]],
  ['sky blue', [128, 188, 234]],
  ['blue', [40, 88, 188]],
  ['navy', [26, 36, 82]],
  ['lavender', [180, 160, 220]],
  ['purple', [108, 50, 148]],
  ['pink', [238, 140, 180]],
  ['blush', [234, 196, 190]],
  ['magenta', [218, 32, 148]],
];
/** Every name this module can answer, for text that must recognise one. */
export const SHOPPER_COLOUR_NAMES: readonly string[] = [
  ...VOCABULARY.map(([name]) => name),
  'silver',
  'amber',
];
const NAMES_LAB: Array<[string, Lab]> = VOCABULARY.map(([name, rgb]) => [name, rgbToLab(...rgb)]);
const NEUTRALS = new Set(['black', 'charcoal', 'grey', 'white']);
const WARM_BROWNS = new Set(['brown', 'tan', 'orange', 'terracotta', 'gold']);

/** A product pixel and, where known, the backdrop's: raw sRGB bytes. */
export interface ColourSample {
  product: Array<readonly [number, number, number]>;
  backdrop: Array<readonly [number, number, number]>;
}

/** Chroma below this is no colour: greys, whites and blacks. */
const NEUTRAL_CHROMA = 9;
/**
 * The strongest tint taken for the light's, in a*b* units: a tungsten bulb tints white about 25;
 * past that, highlights are more likely the product's own colour (gold, brass).
 */
const MAX_HIGHLIGHT_CAST = 32;
/** A backdrop tinted more than this is coloured itself (cream plaster, wood), not lit so. */
const MAX_BACKDROP_CAST = 8;
/** A second colour is named only if it has at least this share of the votes. */
const SECOND_SHARE = 0.2;

/** One or two shopper's colour names, most seen first, and the product's mean lightness (0–100). */
export function shopperColours(sample: ColourSample): { colours: string[]; lightness: number } {
  const product = sample.product.map((rgb) => rgbToLab(...rgb));
  const [castA, castB] = lightCast(
    product,
    sample.backdrop.map((rgb) => rgbToLab(...rgb)),
  );
  const corrected: Lab[] = product.map(([l, a, b]) => [l, a - castA, b - castB]);

  const votes = new Map<string, number>();
  let total = 0;
  let vivid = 0;
  for (const lab of corrected) {
    const chroma = Math.hypot(lab[1], lab[2]);
    const weight = 1 + Math.min(chroma, 40) / 20;
    const name = nearestName(lab);
    votes.set(name, (votes.get(name) ?? 0) + weight);
    total += weight;
    if (chroma >= NEUTRAL_CHROMA * 2) vivid += weight;
  }
  const ranked = [...votes.entries()].sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1));
  let first = ranked[0]![0];
  const lightness = mean(corrected.map(([l]) => l));

  if (NEUTRALS.has(first) && vivid < total * 0.2 && isMetallic(corrected)) first = 'silver';
  else if (WARM_BROWNS.has(first) && isAmber(corrected)) first = 'amber';

  const colours = [first];
  const second = ranked.find(([name]) => name !== ranked[0]![0] && name !== first);
  // Silver's darks and lights, and amber's browns, are the one colour, not a second one.
  const sameFamily =
    (first === 'silver' && NEUTRALS.has(second?.[0] ?? '')) ||
    (first === 'amber' && WARM_BROWNS.has(second?.[0] ?? ''));
  if (second && second[1] >= total * SECOND_SHARE && !sameFamily) {
    colours.push(second[0]);
  }
  return { colours, lightness };
}

function nearestName([l, a, b]: Lab): string {
  let best = NAMES_LAB[0]![0];
  let bestDistance = Infinity;
  for (const [name, [nl, na, nb]] of NAMES_LAB) {
    // Lightness counts for less than hue: a colour in shade is still that colour.
    const distance = 0.5 * (l - nl) ** 2 + (a - na) ** 2 + (b - nb) ** 2;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = name;
    }
  }
  return best;
}

/**
 * The tint of the light (a*, b*). From the product's specular highlights when it has some: they
 * reflect the light itself, whatever the product's colour. Else from the backdrop, but only when
 * it is nearly neutral (a grey wall, a white sweep): a cream wall or a wooden table is warm of its
 * own, and taking that for the light would turn an amber bottle brown. None when neither tells.
 */
function lightCast(product: Lab[], backdrop: Lab[]): [number, number] {
  const highlights = product.filter(([l]) => l >= 85);
  const fromHighlights = highlights.length >= Math.max(3, product.length * 0.005);
  const source = fromHighlights ? highlights : backdrop.filter(([l]) => l >= 40);
  if (source.length === 0) return [0, 0];
  const a = mean(source.map(([, x]) => x));
  const b = mean(source.map(([, , x]) => x));
  const chroma = Math.hypot(a, b);
  if (chroma > (fromHighlights ? MAX_HIGHLIGHT_CAST : MAX_BACKDROP_CAST)) return [0, 0];
  return [a, b];
}

/** Polished metal: neutral, its lightness swinging across it (reflections), neither all dark nor all bright. */
function isMetallic(pixels: Lab[]): boolean {
  const ls = pixels.map(([l]) => l);
  const m = mean(ls);
  const spread = Math.sqrt(mean(ls.map((l) => (l - m) ** 2)));
  return spread >= 16 && m >= 30 && m <= 82;
}

/** Tinted glass lit through: its coloured pixels dark-to-mid, strongly saturated, orange-brown. */
function isAmber(pixels: Lab[]): boolean {
  const coloured = pixels.filter(([, a, b]) => Math.hypot(a, b) >= NEUTRAL_CHROMA * 2);
  if (coloured.length < pixels.length * 0.3) return false;
  const chroma = mean(coloured.map(([, a, b]) => Math.hypot(a, b)));
  const hue =
    (Math.atan2(mean(coloured.map(([, , b]) => b)), mean(coloured.map(([, a]) => a))) * 180) /
    Math.PI;
  const lightness = mean(coloured.map(([l]) => l));
  return chroma >= 40 && hue >= 50 && hue <= 80 && lightness <= 60;
}

function mean(values: number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, v) => sum + v, 0) / values.length;
}
