import {
  type BackgroundRemover,
  type CallOptions,
  type ProductAnalysisResult,
  type ProductAnalyst,
  ProviderError,
} from '../capabilities';
import { createHash } from 'node:crypto';
import { nameFromFilename } from '../name-from-filename';
import { textHash } from '../text-hash';
import { productFacts, type ProductFacts } from './image-statistics';
import { LocalBackgroundRemover } from './local-background-remover';
import { localFailure } from './local-failure';

export const LOCAL_PRODUCT_ANALYSIS_MODEL = 'local-product-analysis-v2';

/**
 * The name when nothing says what the product is: an honest placeholder for the creator to
 * replace, rather than a made-up one ("Red Product") that reads like a fact.
 */
export const UNTITLED = 'Untitled product';

/** What the analysis knows of one photo. */
interface PhotoFacts extends ProductFacts {
  /** Transparent pixels around the product: a cut-out. */
  cutOut: boolean;
}

const CLOSINGS = ['Discover it today.', 'Make it yours today.', 'Add it to your collection.'];

/**
 * Product analysis without a model, from what can be known for certain:
 * - the name it is given (a product page's title), else from the file names when they say
 *   something (the one most of them give, "red-leather-bag_02.JPG" -> "Red Leather Bag"; a
 *   camera's "IMG_2041" says nothing), else "Untitled product" for the creator to name;
 * - the description from image statistics of each photo, measured on the product's pixels only
 *   (an opaque photo is cut out with the background remover first, image-statistics.ts): its
 *   dominant colours across the photos in a shopper's words with the light's cast taken out
 *   (shopper-colours.ts: silver, amber, teal…), its brightness, its silhouette (tall, wide, compact),
 *   and whether the photos are cut-outs on transparency.
 * It names nothing it cannot see (no material, size or use). The same input gives the same text.
 *
 * The creator is promised an answer within 30 s, on a worker that may be cutting out packshots at
 * the same time, so an analysis makes one pass of the (slow) remover: on the first photo, the one
 * that shows the product. The others are cut out with the quick classic remover, and a photo given
 * twice is measured once.
 */
export class LocalProductAnalyst implements ProductAnalyst {
  constructor(
    private readonly remover: BackgroundRemover = new LocalBackgroundRemover(),
    private readonly quickRemover: BackgroundRemover = new LocalBackgroundRemover(),
  ) {}

  async analyseProduct(
    input: { images: Buffer[]; filenames: string[]; name?: string },
    options: CallOptions,
  ): Promise<ProductAnalysisResult> {
    if (input.images.length === 0) {
      throw new ProviderError('No image to analyse.', false, 'invalid_image');
    }
    options.signal.throwIfAborted();
    const measured = new Map<string, Promise<PhotoFacts>>();
    const photos = await Promise.all(
      input.images.map((image) => {
        const digest = createHash('sha256').update(image).digest('hex');
        let facts = measured.get(digest);
        if (!facts) {
          const remover = measured.size === 0 ? this.remover : this.quickRemover;
          facts = photoFacts(image, remover, options);
          measured.set(digest, facts);
        }
        return facts;
      }),
    );
    options.signal.throwIfAborted();
    const colours = dominantColours(photos);
    const name = input.name?.trim() || mostCommon(input.filenames.map(nameFromFilename));
    return {
      name: name ?? UNTITLED,
      description: describe(name, colours, photos),
      provider: 'local',
      model: LOCAL_PRODUCT_ANALYSIS_MODEL,
    };
  }
}

async function photoFacts(
  image: Buffer,
  remover: BackgroundRemover,
  options: CallOptions,
): Promise<PhotoFacts> {
  try {
    const { facts, arrivedCutOut } = await productFacts(image, remover, options);
    return { ...facts, cutOut: arrivedCutOut };
  } catch (error) {
    throw localFailure(error, options.signal);
  }
}

/** Each photo's main colour counts twice, its second once; the two most counted, first first. */
function dominantColours(photos: PhotoFacts[]): string[] {
  const score = new Map<string, number>();
  for (const { colours } of photos) {
    colours.forEach((colour, rank) => score.set(colour, (score.get(colour) ?? 0) + 2 - rank));
  }
  const ranked = [...score.entries()].sort((a, b) => b[1] - a[1]);
  const [first, second] = ranked;
  return second && second[1] * 2 >= first![1] ? [first![0], second[0]] : [first![0]];
}

/** The value most often given (the first of equals), ignoring the undefined ones. */
function mostCommon(values: (string | undefined)[]): string | undefined {
  const counts = new Map<string, number>();
  for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: string | undefined;
  for (const [value, count] of counts) if (!best || count > counts.get(best)!) best = value;
  return best;
}

const SHAPES: Record<ProductFacts['shape'], string> = {
  tall: 'Its tall, slender silhouette gives it a graceful presence.',
  wide: 'Its low, wide silhouette gives it a grounded, generous look.',
  square: 'Its compact, balanced proportions give it a neat, tidy look.',
};

function describe(name: string | undefined, colours: string[], photos: PhotoFacts[]): string {
  const first = photos[0]!;
  const [main, other] = colours;
  const shade =
    first.brightness === 'dark' && main !== 'black'
      ? 'deep '
      : first.brightness === 'bright' && main !== 'white'
        ? 'light '
        : '';
  const accents = other ? ` with ${other} accents` : '';
  const palette = `${shade}${main}`;
  // Untitled, it says what it sees without naming what it cannot know.
  const opening = name
    ? `${name}, in ${palette}${accents}.`
    : `${/^[aeiou]/.test(palette) ? 'An' : 'A'} ${palette} product${accents}.`;
  const sentences = [opening, SHAPES[first.shape]];
  if (photos.every((p) => p.cutOut)) {
    sentences.push('Shown as a clean cut-out, ready to place on any backdrop.');
  }
  sentences.push(
    CLOSINGS[textHash(`${name}|${palette}${accents}|${first.shape}`) % CLOSINGS.length]!,
  );
  return sentences.join(' ');
}
