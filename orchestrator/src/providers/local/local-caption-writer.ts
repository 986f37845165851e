import sharp from 'sharp';
import { removeBackground } from '../../images/remove-background';
import { type CaptionWriter, type TextResult } from '../capabilities';
import { undecodable } from './local-background-remover';
import { checkCaptionRequest, type CaptionTone } from '../caption-request';
import { GENERIC_HASHTAGS } from '../hashtags';

export const LOCAL_CAPTION_MODEL = 'local-template-caption-v1';

type Tone = CaptionTone;

/** What the caption says about the product, measured from the image. */
export interface ProductFacts {
  /** One or two dominant colour names of the product (not its backdrop), most common first. */
  colours: string[];
  brightness: 'dark' | 'medium' | 'bright';
  shape: 'tall' | 'wide' | 'square';
}

/**
 * Captions without a model: the product is cut out of a small copy of the image (so the backdrop
 * does not count), its pixels are named with a small colour table, its brightness and proportions
 * measured, and those facts fill sentence templates written for each tone. The context (a product
 * name, say) opens the caption. Hashtags follow in order of relevance: the product's name, its
 * colours, the tone, then product-photography tags. The same inputs always give the same text.
 */
export class LocalCaptionWriter implements CaptionWriter {
  async writeCaption(input: {
    image: Buffer;
    tone: Tone;
    hashtags: number;
    context?: string;
  }): Promise<TextResult> {
    const { tone, hashtags } = input;
    checkCaptionRequest(input);
    let facts: ProductFacts;
    try {
      facts = await productFacts(input.image);
    } catch (error) {
      throw undecodable(error);
    }
    const context = cleanContext(input.context);
    const body = sentences(tone, facts, context);
    const tags = chooseHashtags(tone, facts, context, hashtags);
    const text = tags.length > 0 ? `${body}\n\n${tags.join(' ')}` : body;
    return { text, provider: 'local', model: LOCAL_CAPTION_MODEL };
  }
}

// ---------------------------------------------------------------------------------------------
// Image statistics

/** Named colours, chosen to be the words a shop would use; nearest (weighted RGB) wins. */
const COLOUR_NAMES: [string, [number, number, number]][] = [
  ['black', [20, 20, 22]],
  ['charcoal', [60, 62, 66]],
  ['grey', [128, 128, 128]],
  ['silver', [192, 192, 196]],
  ['white', [246, 246, 244]],
  ['cream', [240, 230, 205]],
  ['beige', [215, 195, 160]],
  ['tan', [190, 150, 105]],
  ['brown', [120, 75, 45]],
  ['red', [200, 40, 40]],
  ['burgundy', [120, 20, 40]],
  ['terracotta', [190, 95, 65]],
  ['coral', [245, 125, 105]],
  ['orange', [240, 140, 30]],
  ['gold', [210, 165, 60]],
  ['yellow', [245, 215, 50]],
  ['olive', [120, 125, 50]],
  ['green', [60, 150, 70]],
  ['sage', [150, 170, 135]],
  ['emerald', [30, 110, 80]],
  ['teal', [20, 130, 130]],
  ['turquoise', [60, 200, 200]],
  ['sky blue', [130, 190, 235]],
  ['blue', [40, 90, 190]],
  ['navy', [25, 35, 80]],
  ['lavender', [180, 160, 220]],
  ['purple', [110, 50, 150]],
  ['pink', [240, 140, 180]],
  ['blush', [235, 195, 190]],
  ['magenta', [220, 30, 150]],
];

const SAMPLE_SIDE = 128;
/** Below this share of opaque pixels the cut-out failed (a busy photo): use every pixel. */
const MIN_PRODUCT_SHARE = 0.03;
/** A second colour is named only if it covers at least this share of the product. */
const SECOND_COLOUR_SHARE = 0.2;

export async function productFacts(image: Buffer): Promise<ProductFacts> {
  const small = await sharp(image)
    .autoOrient()
    .resize(SAMPLE_SIDE, SAMPLE_SIDE, { fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer();
  const cutOut = await removeBackground(small, { feather: 0 });
  const { data, info } = await sharp(cutOut)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = info.width * info.height;
  let opaque = 0;
  for (let i = 0; i < pixels; i++) if (data[i * 4 + 3]! >= 128) opaque++;
  const useAll = opaque < pixels * MIN_PRODUCT_SHARE;

  const counts = new Array<number>(COLOUR_NAMES.length).fill(0);
  let luma = 0;
  let counted = 0;
  let [minX, minY, maxX, maxY] = [info.width, info.height, -1, -1];
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const o = (y * info.width + x) * 4;
      if (!useAll && data[o + 3]! < 128) continue;
      const [r, g, b] = [data[o]!, data[o + 1]!, data[o + 2]!];
      counts[nearestColour(r, g, b)]!++;
      luma += 0.2126 * r + 0.7152 * g + 0.0722 * b;
      counted++;
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
  }
  // Most common first; ties keep the table's order, so the result never depends on sort details.
  const ranked = counts
    .map((count, index) => ({ count, index }))
    .filter(({ count }) => count > 0)
    .sort((a, b) => b.count - a.count || a.index - b.index);
  const colours = [COLOUR_NAMES[ranked[0]!.index]![0]];
  const second = ranked[1];
  if (second && second.count >= counted * SECOND_COLOUR_SHARE) {
    colours.push(COLOUR_NAMES[second.index]![0]);
  }
  const meanLuma = luma / counted;
  const aspect = (maxX - minX + 1) / (maxY - minY + 1);
  return {
    colours,
    brightness: meanLuma < 85 ? 'dark' : meanLuma > 170 ? 'bright' : 'medium',
    shape: aspect < 0.8 ? 'tall' : aspect > 1.25 ? 'wide' : 'square',
  };
}

/** Index of the nearest named colour by "redmean" distance, a cheap perceptual weighting. */
function nearestColour(r: number, g: number, b: number): number {
  let best = 0;
  let bestDistance = Infinity;
  for (let i = 0; i < COLOUR_NAMES.length; i++) {
    const [cr, cg, cb] = COLOUR_NAMES[i]![1];
    const mean = (r + cr) / 2;
    const dr = r - cr;
    const dg = g - cg;
    const db = b - cb;
    const distance = (2 + mean / 256) * dr * dr + 4 * dg * dg + (2 + (255 - mean) / 256) * db * db;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = i;
    }
  }
  return best;
}

// ---------------------------------------------------------------------------------------------
// Text

interface Words {
  /** The product as the caption names it: the context, or the tone's stand-in. */
  subject: string;
  /** Whether the subject came from the context. */
  named: boolean;
  colour: string;
  light: string;
  shape: string;
}

type Template = (w: Words) => string;

const LIGHT: Record<ProductFacts['brightness'], Record<Tone, string>> = {
  dark: {
    friendly: 'deep, cosy',
    luxury: 'deep, lacquered',
    playful: 'dark and mysterious',
    minimal: 'dark',
  },
  medium: {
    friendly: 'warm, easy',
    luxury: 'soft, satin',
    playful: 'just-right',
    minimal: 'balanced',
  },
  bright: { friendly: 'light, cheerful', luxury: 'luminous', playful: 'sunny', minimal: 'light' },
};

const SHAPE: Record<ProductFacts['shape'], string> = {
  tall: 'tall, slender',
  wide: 'low, generous',
  square: 'compact, balanced',
};

const TEMPLATES: Record<
  Tone,
  { fallback: string; open: Template[]; middle: Template[]; close: string[] }
> = {
  friendly: {
    fallback: 'our newest find',
    open: [
      (w) => `Meet ${w.subject}: your new everyday favourite.`,
      (w) => `Say hello to ${w.subject}, made to make your day a little easier.`,
      (w) => `We're so happy to finally share ${w.subject} with you.`,
    ],
    middle: [
      (w) => `That ${w.colour} is even lovelier in person, with ${w.light} tones all round.`,
      (w) => `A ${w.shape} shape in ${w.colour} that fits right into your routine.`,
      (w) => `${cap(w.light)} and ${w.colour}: it brightens any shelf it sits on.`,
    ],
    close: ['Tap the link to make it yours.', 'Tell us where yours will live!'],
  },
  luxury: {
    fallback: 'the new piece',
    open: [
      (w) => `${cap(w.subject)}. Quietly exceptional.`,
      (w) => `Introducing ${w.subject}, crafted to be kept.`,
      (w) => `${cap(w.subject)}, where restraint becomes a statement.`,
    ],
    middle: [
      (w) => `Rendered in ${w.colour}, with a ${w.light} finish.`,
      (w) => `A ${w.shape} silhouette in ${w.colour}, made to last.`,
      (w) => `${cap(w.colour)}, ${w.light}, considered in every detail.`,
    ],
    close: ['Discover it now.', 'Available in limited quantities.'],
  },
  playful: {
    fallback: 'this little gem',
    open: [
      (w) => `Plot twist: ${w.subject} just landed! 🎉`,
      (w) => `Stop scrolling, ${w.subject} is here and it's a whole mood.`,
      (w) => `Who ordered ${w.subject}? (Everyone. Everyone did.)`,
    ],
    middle: [
      (w) => `${cap(w.colour)}? Absolutely yes.`,
      (w) => `All the ${w.colour} vibes, ${w.light} energy, zero chill.`,
      (w) => `${cap(w.shape)} and ${w.colour}: basically the main character.`,
    ],
    close: ['Grab yours before your bestie does.', "Double tap if you'd take it home!"],
  },
  minimal: {
    fallback: 'new in',
    open: [
      (w) => `${cap(w.subject)}.`,
      (w) => (w.named ? `${cap(w.subject)}. New in.` : 'New in.'),
    ],
    middle: [
      (w) => `${cap(w.colour)}. ${cap(w.light)}.`,
      (w) => `${cap(w.colour)}, ${w.shape.split(', ')[0]}.`,
    ],
    close: ['Nothing more.', 'Shop now.'],
  },
};

function sentences(tone: Tone, facts: ProductFacts, context: string | undefined): string {
  const templates = TEMPLATES[tone];
  const words: Words = {
    subject: context ?? templates.fallback,
    named: context !== undefined,
    colour: facts.colours.join(' and '),
    light: LIGHT[facts.brightness][tone],
    shape: SHAPE[facts.shape],
  };
  const seed = hashString(
    [tone, words.subject, words.colour, facts.brightness, facts.shape].join('|'),
  );
  const pick = <T>(list: T[], salt: number): T => list[(seed >>> salt) % list.length]!;
  return [
    pick(templates.open, 0)(words),
    pick(templates.middle, 8)(words),
    pick(templates.close, 16),
  ].join(' ');
}

/** The context as one short line of prose: whitespace collapsed, no '#', at most ~80 characters. */
function cleanContext(context: string | undefined): string | undefined {
  if (context === undefined) return undefined;
  const text = context
    .replace(/[#\p{Cc}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text === '') return undefined;
  if (text.length <= 80) return text;
  const cut = text.slice(0, 80);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 40 ? cut.lastIndexOf(' ') : 80)}…`;
}

const TONE_TAGS: Record<Tone, string[]> = {
  friendly: ['everydayessentials', 'madewithlove', 'shoplocal', 'giftideas'],
  luxury: ['luxurylifestyle', 'quietluxury', 'timelessstyle', 'craftsmanship'],
  playful: ['treatyourself', 'newfave', 'funfinds', 'obsessed'],
  minimal: ['minimalism', 'lessismore', 'minimaldesign', 'simplicity'],
};

const LIGHT_TAGS: Record<ProductFacts['brightness'], string> = {
  dark: 'moodyaesthetic',
  medium: 'naturallight',
  bright: 'brightandairy',
};

const STOP_WORDS = new Set([
  'the',
  'and',
  'for',
  'with',
  'our',
  'your',
  'new',
  'from',
  'this',
  'that',
]);

function chooseHashtags(
  tone: Tone,
  facts: ProductFacts,
  context: string | undefined,
  count: number,
): string[] {
  const words = context
    ? context
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((word) => word.length >= 3 && !STOP_WORDS.has(word))
    : [];
  const name = words.slice(0, 4).join('');
  const [first, second] = facts.colours.map((colour) => colour.replace(/\s+/g, ''));
  const [t1, t2, t3, t4] = TONE_TAGS[tone];
  // Most relevant first: what it is, how it looks, how it is told, then what kind of post it is.
  const ranked = [
    name.length >= 3 && name.length <= 30 ? name : undefined,
    first,
    t1,
    'productphotography',
    'shopsmall',
    second,
    ...(words.length > 1 ? words.slice(0, 3) : []),
    t2,
    LIGHT_TAGS[facts.brightness],
    t3,
    first ? `${first}aesthetic` : undefined,
    t4,
    ...GENERIC_HASHTAGS,
  ];
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const tag of ranked) {
    if (tags.length === count) break;
    if (!tag || seen.has(tag)) continue;
    seen.add(tag);
    tags.push(`#${tag}`);
  }
  return tags;
}

/** Capitalises a sentence's first letter, leaving names like "iPhone" as they are written. */
function cap(text: string): string {
  if (/^[a-z][A-Z]/.test(text)) return text;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
