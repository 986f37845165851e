import { z } from 'zod';
import { defineNode, type NodeTypeDefinition } from './define-node';
import { type PortDefinition } from './ports';
import { SUBSNAP_NODE_TYPES } from './subsnap-nodes';
import { HD_COST, OUTPUT_PARAMS } from './output-shape';
import { FIDELITY_PARAMS } from './product-fidelity';

export type {
  NodeCategory,
  NodeParamsSchema,
  NodeRole,
  NodeRunner,
  NodeTypeDefinition,
} from './define-node';

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

/** Which side a scene's key light (or sun) comes from: the product's shadow falls the other way. */
const lightFrom = () =>
  z.enum(['left', 'right']).default('left').meta({
    title: 'Light from',
    description: 'The side the light comes from; the product’s shadow falls to the other side.',
  });

export const SOCIAL_FORMATS = {
  square: { width: 1080, height: 1080, label: 'Square 1080×1080' },
  story: { width: 1080, height: 1920, label: 'Story 1080×1920' },
  landscape: { width: 1200, height: 628, label: 'Landscape 1200×628' },
} as const;
export type SocialFormat = keyof typeof SOCIAL_FORMATS;

/**
 * The nodes whose image the Social formats node can draw again for each frame, from the image
 * they were given: the packshot and the scenes (see with-social-formats.ts).
 */
export const FRAMED_SOURCES = [
  'image.packshot',
  'image.flat-lay',
  'image.natural-placement',
  'image.water-splash',
  'image.pastel-podium',
  'image.marble-plinth',
  'image.sunlit-shadow-play',
  'ai.generate-scene',
] as const;
export type FramedSource = (typeof FRAMED_SOURCES)[number];

export const CONTENT_TYPES = ['static_image', 'story', 'carousel'] as const;

/** Every node type, in the editor palette's order (sub-snaps last: the palette lists them apart). */
export const NODE_TYPES = [
  defineNode({
    type: 'input.image',
    category: 'input',
    label: 'Image input',
    description: 'The product photo the creator uploads when running the snap.',
    inputs: [],
    outputs: [image('image', 'Image')],
    params: z.object({
      name: z.string().min(1).max(40).default('image').meta({
        title: 'Input name',
        description: 'The name the creator’s photo is given under when the snap runs.',
      }),
    }),
    cost: free,
    // The photo is checked by the moderation capability before anything else uses it.
    runner: 'ai',
    role: 'image-input',
  }),
  defineNode({
    type: 'input.text',
    category: 'input',
    label: 'Text input',
    description: 'A line of text: fixed here, or typed by the creator when running the snap.',
    inputs: [],
    outputs: [text('text', 'Text')],
    params: z.object({
      name: z.string().min(1).max(40).default('text').meta({
        title: 'Input name',
        description: 'The name the creator’s text is given under when the snap runs.',
      }),
      value: z.string().max(2000).default('').meta({
        title: 'Text',
        description: 'Used when the creator gives no text of this name.',
      }),
    }),
    cost: free,
    runner: 'none',
    role: 'text-input',
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
      background: z.enum(['white', 'black']).default('white').meta({ title: 'Background' }),
      shadow: z.boolean().default(true).meta({ title: 'Soft shadow' }),
      ...OUTPUT_PARAMS,
    }),
    cost: (p) => 2 + (p.hd ? HD_COST : 0),
    runner: 'image',
  }),
  defineNode({
    type: 'ai.generate-scene',
    category: 'ai',
    label: 'Generate scene',
    description: 'Places the product in a new scene described by a prompt, using it as reference.',
    inputs: [image('image', 'Reference image'), text('prompt', 'Prompt')],
    outputs: [image('image', 'Scene')],
    params: z.object({
      prompt: z.string().max(1000).default('').meta({
        title: 'Prompt',
        description: 'The scene to create; a text connected to the Prompt input takes its place.',
      }),
      ...OUTPUT_PARAMS,
      ...FIDELITY_PARAMS,
    }),
    cost: (p) => 5 + (p.hd ? HD_COST : 0),
    runner: 'ai',
  }),
  defineNode({
    type: 'image.flat-lay',
    category: 'image',
    label: 'Flat lay',
    description: 'Shows the product from above on a styled surface with props.',
    inputs: [image('image', 'Image')],
    outputs: [image('image', 'Flat lay')],
    params: z.object({
      surface: z.enum(['linen', 'marble', 'wood']).default('linen').meta({ title: 'Surface' }),
      light: lightFrom(),
      ...OUTPUT_PARAMS,
      ...FIDELITY_PARAMS,
    }),
    cost: (p) => 3 + (p.hd ? HD_COST : 0),
    runner: 'ai',
  }),
  defineNode({
    type: 'image.natural-placement',
    category: 'image',
    label: 'Natural placement',
    description: 'Sets the product in a natural environment with matching light.',
    inputs: [image('image', 'Image')],
    outputs: [image('image', 'Placement')],
    params: z.object({
      setting: z.enum(['garden', 'stone', 'forest']).default('garden').meta({ title: 'Setting' }),
      light: lightFrom(),
      ...OUTPUT_PARAMS,
      ...FIDELITY_PARAMS,
    }),
    cost: (p) => 3 + (p.hd ? HD_COST : 0),
    runner: 'ai',
  }),
  defineNode({
    type: 'image.water-splash',
    category: 'image',
    label: 'Water splash',
    description: 'Surrounds the product with a dynamic splash of water.',
    inputs: [image('image', 'Image')],
    outputs: [image('image', 'Splash')],
    params: z.object({
      colour: z.enum(['blue', 'clear', 'aqua']).default('blue').meta({ title: 'Water colour' }),
      light: lightFrom(),
      ...OUTPUT_PARAMS,
      ...FIDELITY_PARAMS,
    }),
    cost: (p) => 3 + (p.hd ? HD_COST : 0),
    runner: 'ai',
  }),
  defineNode({
    type: 'image.pastel-podium',
    category: 'image',
    label: 'Pastel podium',
    description: 'Stands the product on a matte podium in front of a pastel studio backdrop.',
    inputs: [image('image', 'Image')],
    outputs: [image('image', 'Studio shot')],
    params: z.object({
      colour: z
        .enum(['blush', 'mint', 'lilac', 'sky', 'butter'])
        .default('blush')
        .meta({ title: 'Colour', description: 'The backdrop’s and the podium’s pastel.' }),
      podium: z.enum(['cylinder', 'steps', 'arch']).default('cylinder').meta({
        title: 'Podium',
        description: 'A cylinder; two tiers; or a cylinder with an arch behind it.',
      }),
      light: lightFrom(),
      ...OUTPUT_PARAMS,
      ...FIDELITY_PARAMS,
    }),
    cost: (p) => 3 + (p.hd ? HD_COST : 0),
    runner: 'ai',
  }),
  defineNode({
    type: 'image.marble-plinth',
    category: 'image',
    label: 'Marble plinth',
    description: 'Stands the product on a polished marble block that mirrors it.',
    inputs: [image('image', 'Image')],
    outputs: [image('image', 'Studio shot')],
    params: z.object({
      marble: z.enum(['white', 'black', 'green']).default('white').meta({ title: 'Marble' }),
      backdrop: z.enum(['stone', 'sage', 'charcoal']).default('stone').meta({ title: 'Backdrop' }),
      light: lightFrom(),
      ...OUTPUT_PARAMS,
      ...FIDELITY_PARAMS,
    }),
    cost: (p) => 3 + (p.hd ? HD_COST : 0),
    runner: 'ai',
  }),
  defineNode({
    type: 'image.sunlit-shadow-play',
    category: 'image',
    label: 'Sunlit shadow play',
    description:
      'Stands the product in low window sun, with the shadows of blinds or leaves across the wall and floor.',
    inputs: [image('image', 'Image')],
    outputs: [image('image', 'Studio shot')],
    params: z.object({
      pattern: z
        .enum(['blinds', 'leaves'])
        .default('blinds')
        .meta({ title: 'Shadow pattern', description: 'What the sun comes through.' }),
      wall: z.enum(['cream', 'white', 'terracotta']).default('cream').meta({ title: 'Wall' }),
      light: lightFrom(),
      ...OUTPUT_PARAMS,
      ...FIDELITY_PARAMS,
    }),
    cost: (p) => 3 + (p.hd ? HD_COST : 0),
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
      scale: z.number().min(0.05).max(1).default(0.6).meta({
        title: 'Foreground size',
        description: 'The foreground’s size as a share of the background’s shorter side.',
      }),
      position: z
        .enum(['centre', 'bottom', 'top', 'left', 'right'])
        .default('centre')
        .meta({ title: 'Position', description: 'In the centre, or against an edge.' }),
    }),
    cost: () => 1,
    runner: 'image',
  }),
  defineNode({
    type: 'image.resize-social',
    category: 'image',
    label: 'Social formats',
    description:
      'Makes square 1080, story 1080×1920 and landscape 1200×628 images: a scene or packshot is drawn again for each frame.',
    inputs: [image('image', 'Image'), image('product', 'Product (the scene’s own input)', false)],
    outputs: [{ id: 'images', type: 'images', label: 'Formats' }],
    params: z.object({
      formats: z
        .array(z.enum(['square', 'story', 'landscape']))
        .min(1)
        .default(['square', 'story', 'landscape'])
        .meta({ title: 'Formats', description: 'One output image per format, in this order.' }),
      scene: z
        .object({ type: z.enum(FRAMED_SOURCES), params: z.record(z.string(), z.unknown()) })
        .optional()
        .meta({
          title: 'Scene',
          description:
            'The scene or packshot the image came from, drawn again for each frame from the Product input. Set by a run that adds formats.',
          internal: true,
        }),
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
    params: z.object({
      factor: z
        .union([z.literal(2), z.literal(4)])
        .default(2)
        .meta({ title: 'Factor', description: 'Two or four times larger; four costs more.' }),
    }),
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
      tone: z
        .enum(['friendly', 'luxury', 'playful', 'minimal'])
        .default('friendly')
        .meta({ title: 'Tone' }),
      hashtags: z.number().int().min(0).max(15).default(5).meta({
        title: 'Hashtags',
        description: 'How many hashtags end the caption.',
      }),
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
      contentType: z.enum(CONTENT_TYPES).default('static_image').meta({ title: 'Content type' }),
      name: z.string().max(120).optional().meta({
        title: 'Content name',
        description: 'Shown in the creator’s library; the snap’s name when left empty.',
      }),
    }),
    cost: free,
    runner: 'none',
    role: 'content-output',
  }),
  ...SUBSNAP_NODE_TYPES,
];

/** A node type of the catalogue, with its own id, params and runner types. */
export type NodeDefinition = (typeof NODE_TYPES)[number];

/** The stable id of every node type. */
export type NodeTypeId = NodeDefinition['type'];

export type NodeDefinitionOf<T extends NodeTypeId> = Extract<NodeDefinition, { type: T }>;

/** A node's settings as its schema answers them: checked, defaults filled in. */
export type NodeParams<T extends NodeTypeId> = z.output<NodeDefinitionOf<T>['params']>;

/** The node types an activity runs (runner `image` or `ai`); the workflow resolves the others. */
export type RunnableNodeTypeId = Extract<NodeDefinition, { runner: 'image' | 'ai' }>['type'];

/** Every node type, keyed by its stable id. */
export const NODE_CATALOGUE: { readonly [T in NodeTypeId]: NodeDefinitionOf<T> } =
  byType(NODE_TYPES);

function byType<D extends { type: string }>(definitions: readonly D[]) {
  // Object.fromEntries cannot carry the keys' types; each key is its definition's own `type`.
  return Object.fromEntries(definitions.map((d) => [d.type, d])) as {
    readonly [T in D['type']]: Extract<D, { type: T }>;
  };
}

export function isNodeTypeId(type: string): type is NodeTypeId {
  return Object.hasOwn(NODE_CATALOGUE, type);
}

/** A node type by an id read from a graph (any string), in the general shape every type has. */
export function nodeType(type: string): NodeTypeDefinition | undefined {
  return isNodeTypeId(type) ? NODE_CATALOGUE[type] : undefined;
}
