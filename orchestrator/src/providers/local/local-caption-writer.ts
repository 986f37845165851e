import {
  type BackgroundRemover,
  type CallOptions,
  type CaptionWriter,
  type TextResult,
} from '../capabilities';
import { checkCaptionRequest, type CaptionTone } from '../caption-request';
import { GENERIC_HASHTAGS } from '../hashtags';
import { textHash } from '../text-hash';
import { type FaultSwitch, noFaults } from './fault-drills';
import { productFacts, type ProductFacts } from './image-statistics';
import { LocalBackgroundRemover } from './local-background-remover';
import { localFailure } from './local-failure';

export const LOCAL_CAPTION_MODEL = 'local-template-caption-v1';

type Tone = CaptionTone;

/**
 * Captions without a model: an opaque photo is cut out with the background remover (so the
 * backdrop does not count), the product's pixels are named with a small colour table, its brightness and proportions
 * measured, and those facts fill sentence templates written for each tone. The context (a product
 * name, say) opens the caption. Hashtags follow in order of relevance: the product's name, its
 * colours, the tone, then product-photography tags. The same inputs always give the same text.
 *
 * `faults` lets a drill (AI_FAULTS_FILE, never in production) make calls fail as in a provider
 * outage; its `match` is looked for in the context as given.
 */
export class LocalCaptionWriter implements CaptionWriter {
  constructor(
    private readonly remover: BackgroundRemover = new LocalBackgroundRemover(),
    private readonly faults: FaultSwitch = noFaults,
  ) {}

  async writeCaption(
    input: { image: Buffer; tone: Tone; hashtags: number; context?: string },
    options: CallOptions,
  ): Promise<TextResult> {
    const { tone, hashtags } = input;
    checkCaptionRequest(input);
    options.signal.throwIfAborted();
    // After the input checks: a bad request stays a final error even during an outage.
    await this.faults.check('captions', input.context ?? '', options.signal);
    let facts: ProductFacts;
    try {
      ({ facts } = await productFacts(input.image, this.remover, options));
    } catch (error) {
      throw localFailure(error, options.signal);
    }
    options.signal.throwIfAborted();
    const context = cleanContext(input.context);
    const body = sentences(tone, facts, context);
    const tags = chooseHashtags(tone, facts, context, hashtags);
    const text = tags.length > 0 ? `${body}\n\n${tags.join(' ')}` : body;
    return { text, provider: 'local', model: LOCAL_CAPTION_MODEL };
  }
}

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
  const seed = textHash(
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
