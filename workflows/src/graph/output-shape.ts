import { z } from 'zod';

/**
 * The shape and size of what a packshot or a scene node makes (issue 33): square; 4:5 portrait,
 * the tallest an Instagram feed shows; or the photo's own proportions. Standard is the worker's
 * image size (1024 px); HD is 2048 px on the longer side, for a price, and only from a photo
 * large enough to fill it (the product is the photo's own pixels: enlarged past that, it blurs).
 */
export const OUTPUT_SHAPES = ['square', 'portrait', 'photo'] as const;
export type OutputShape = (typeof OUTPUT_SHAPES)[number];

/** The longer side of an HD output, in pixels. */
export const HD_SIDE = 2048;
/** The smallest longer side a photo needs for HD (the product then grows at most 4/3 times). */
export const HD_MIN_PHOTO_SIDE = 1536;
/** What HD adds to each node that makes an image at that size, in tokens. */
export const HD_COST = 1;
/** The widest and tallest a photo's own proportions are kept (panoramas are framed 2:1). */
const MAX_RATIO = 2;

/** The settings every packshot and scene node has beside its own. */
export const OUTPUT_PARAMS = {
  shape: z.enum(OUTPUT_SHAPES).default('square').meta({
    title: 'Shape',
    description: 'Square; 4:5 portrait (the tallest a feed shows); or the photo’s own proportions.',
  }),
  hd: z
    .boolean()
    .default(false)
    .meta({
      title: 'HD (2048 px)',
      description: `Twice the size, +${HD_COST} token; only from a photo at least ${HD_MIN_PHOTO_SIDE} px on its longer side.`,
    }),
};

/** What a creator chooses for a run: it applies to every packshot and scene node of the snap. */
export const outputChoiceSchema = z.object({
  shape: z.enum(OUTPUT_SHAPES).default('square'),
  hd: z.boolean().default(false),
});
export type OutputChoice = z.infer<typeof outputChoiceSchema>;

/** The width and height a node makes for `shape` and `hd`, from a photo of `photo`'s size. */
export function outputFrame(
  choice: OutputChoice,
  standardSide: number,
  photo: { width: number; height: number },
): { width: number; height: number } {
  const long = choice.hd ? HD_SIDE : standardSide;
  if (choice.shape === 'square') return { width: long, height: long };
  if (choice.shape === 'portrait') return { width: Math.round((long * 4) / 5), height: long };
  const ratio = Math.min(MAX_RATIO, Math.max(1 / MAX_RATIO, photo.width / photo.height));
  return ratio >= 1
    ? { width: long, height: Math.round(long / ratio) }
    : { width: Math.round(long * ratio), height: long };
}
