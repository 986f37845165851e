import { z } from 'zod';
import { type PortDefinition } from './ports';

export type NodeCategory = 'input' | 'image' | 'ai' | 'text' | 'output';

/**
 * Where a node's work runs: `image` on the CPU-bound image workers, `ai` on the workers that call
 * model providers, `none` for nodes the workflow itself resolves (inputs, outputs).
 */
export type NodeRunner = 'image' | 'ai' | 'none';

export interface NodeTypeDefinition<P extends z.ZodType = z.ZodType> {
  /** Stable id stored in graphs; never renamed. */
  type: string;
  category: NodeCategory;
  label: string;
  /** One line for the editor's palette. */
  description: string;
  inputs: PortDefinition[];
  outputs: PortDefinition[];
  params: P;
  /** Tokens one run of this node costs. */
  cost: (params: z.infer<P>) => number;
  runner: NodeRunner;
}

function defineNode<P extends z.ZodType>(definition: NodeTypeDefinition<P>): NodeTypeDefinition {
  return definition as unknown as NodeTypeDefinition;
}

const image = (id: string, label: string, required = true): PortDefinition => ({
  id,
  type: 'image',
  label,
  required,
});
const text = (id: string, label: string, required = false): PortDefinition => ({
  id,
  type: 'text',
  label,
  required,
});
const free = () => 0;

export const SOCIAL_FORMATS = {
  square: { width: 1080, height: 1080, label: 'Square 1080×1080' },
  story: { width: 1080, height: 1920, label: 'Story 1080×1920' },
  landscape: { width: 1200, height: 628, label: 'Landscape 1200×628' },
} as const;
export type SocialFormat = keyof typeof SOCIAL_FORMATS;

export const CONTENT_TYPES = ['static_image', 'story', 'carousel'] as const;

const NODE_TYPES = [
  defineNode({
    type: 'input.image',
    category: 'input',
    label: 'Image input',
    description: 'The product photo the creator uploads when running the snap.',
    inputs: [],
    outputs: [image('image', 'Image')],
    params: z.object({ name: z.string().min(1).max(40).default('image') }),
    cost: free,
    // The photo is checked by the moderation capability before anything else uses it.
    runner: 'ai',
  }),
  defineNode({
    type: 'input.text',
    category: 'input',
    label: 'Text input',
    description: 'A line of text: fixed here, or typed by the creator when running the snap.',
    inputs: [],
    outputs: [text('text', 'Text')],
    params: z.object({
      name: z.string().min(1).max(40).default('text'),
      value: z.string().max(2000).default(''),
    }),
    cost: free,
    runner: 'none',
  }),
  defineNode({
    type: 'image.remove-background',
    category: 'image',
    label: 'Remove background',
    description: 'Cuts the product out of its background, leaving transparency.',
    inputs: [image('image', 'Image')],
    outputs: [image('image', 'Cut-out')],
    params: z.object({}),
    cost: () => 1,
    runner: 'ai',
  }),
  defineNode({
    type: 'image.packshot',
    category: 'image',
    label: 'Packshot',
    description:
      'Centres the product on a clean white or black studio background with a soft shadow.',
    inputs: [image('image', 'Image')],
    outputs: [image('image', 'Packshot')],
    params: z.object({
      background: z.enum(['white', 'black']).default('white'),
      shadow: z.boolean().default(true),
    }),
    cost: () => 2,
    runner: 'image',
  }),
  defineNode({
    type: 'ai.generate-scene',
    category: 'ai',
    label: 'Generate scene',
    description: 'Places the product in a new scene described by a prompt, using it as reference.',
    inputs: [image('image', 'Reference image'), text('prompt', 'Prompt')],
    outputs: [image('image', 'Scene')],
    params: z.object({ prompt: z.string().max(1000).default('') }),
    cost: () => 5,
    runner: 'ai',
  }),
  defineNode({
    type: 'image.flat-lay',
    category: 'image',
    label: 'Flat lay',
    description: 'Shows the product from above on a styled surface with props.',
    inputs: [image('image', 'Image')],
    outputs: [image('image', 'Flat lay')],
    params: z.object({ surface: z.enum(['linen', 'marble', 'wood']).default('linen') }),
    cost: () => 3,
    runner: 'ai',
  }),
  defineNode({
    type: 'image.natural-placement',
    category: 'image',
    label: 'Natural placement',
    description: 'Sets the product in a natural environment with matching light.',
    inputs: [image('image', 'Image')],
    outputs: [image('image', 'Placement')],
    params: z.object({ setting: z.enum(['garden', 'stone', 'forest']).default('garden') }),
    cost: () => 3,
    runner: 'ai',
  }),
  defineNode({
    type: 'image.water-splash',
    category: 'image',
    label: 'Water splash',
    description: 'Surrounds the product with a dynamic splash of water.',
    inputs: [image('image', 'Image')],
    outputs: [image('image', 'Splash')],
    params: z.object({ colour: z.enum(['blue', 'clear', 'aqua']).default('blue') }),
    cost: () => 3,
    runner: 'ai',
  }),
  defineNode({
    type: 'image.composite',
    category: 'image',
    label: 'Composite',
    description: 'Lays one image over another at a chosen size and place.',
    inputs: [image('background', 'Background'), image('foreground', 'Foreground')],
    outputs: [image('image', 'Composite')],
    params: z.object({
      scale: z.number().min(0.05).max(1).default(0.6),
      position: z.enum(['centre', 'bottom', 'top', 'left', 'right']).default('centre'),
    }),
    cost: () => 1,
    runner: 'image',
  }),
  defineNode({
    type: 'image.resize-social',
    category: 'image',
    label: 'Social formats',
    description: 'Crops and resizes to square 1080, story 1080×1920 and landscape 1200×628.',
    inputs: [image('image', 'Image')],
    outputs: [{ id: 'images', type: 'images', label: 'Formats' }],
    params: z.object({
      formats: z
        .array(z.enum(['square', 'story', 'landscape']))
        .min(1)
        .default(['square', 'story', 'landscape']),
    }),
    cost: () => 1,
    runner: 'image',
  }),
  defineNode({
    type: 'image.upscale',
    category: 'image',
    label: 'Upscale',
    description: 'Enlarges the image two or four times with sharpening.',
    inputs: [image('image', 'Image')],
    outputs: [image('image', 'Upscaled')],
    params: z.object({ factor: z.union([z.literal(2), z.literal(4)]).default(2) }),
    cost: (p) => (p.factor === 4 ? 3 : 2),
    runner: 'image',
  }),
  defineNode({
    type: 'text.caption',
    category: 'text',
    label: 'Caption and hashtags',
    description: 'Writes a social caption and hashtags for the product in the image.',
    inputs: [image('image', 'Image'), text('context', 'Extra context')],
    outputs: [text('text', 'Caption')],
    params: z.object({
      tone: z.enum(['friendly', 'luxury', 'playful', 'minimal']).default('friendly'),
      hashtags: z.number().int().min(0).max(15).default(5),
    }),
    cost: () => 1,
    runner: 'ai',
  }),
  defineNode({
    type: 'output.content',
    category: 'output',
    label: 'Content output',
    description: 'Saves the images (and caption) as a content item in the creator’s library.',
    inputs: [
      { id: 'images', type: 'images', label: 'Images', required: true },
      text('caption', 'Caption'),
    ],
    outputs: [],
    params: z.object({
      contentType: z.enum(CONTENT_TYPES).default('static_image'),
      name: z.string().max(120).optional(),
    }),
    cost: free,
    runner: 'none',
  }),
];

/** Every node type, keyed by its stable id. */
export const NODE_CATALOGUE: ReadonlyMap<string, NodeTypeDefinition> = new Map(
  NODE_TYPES.map((definition) => [definition.type, definition]),
);

export function nodeType(type: string): NodeTypeDefinition | undefined {
  return NODE_CATALOGUE.get(type);
}
