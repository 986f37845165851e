import {
  type FramedSource,
  type NodeParams,
  nodeType,
  type RunnableNodeTypeId,
  SOCIAL_FORMATS,
  type SocialFormat,
} from '@studio/workflows/graph/node-catalogue';
import { type NodeOutputs, type NodeValue } from '@studio/workflows/graph/node-values';
import { type OutputShape, outputFrame } from '@studio/workflows/graph/output-shape';
import sharp from 'sharp';
import { type FidelityMode, type NodeMeta } from '@studio/workflows/graph/product-fidelity';
import { composite } from '../images/composite';
import { generateCheckedScene } from '../images/fidelity/fidelity-gate';
import { cutoutObjects } from '../images/cutout-objects';
import { makePackshot } from '../images/packshot';
import { fitToFrame, toSocialFormat } from '../images/social-formats';
import { upscale } from '../images/upscale';
import {
  SensitiveContentError,
  type AiProviders,
  type SceneStyle,
} from '../providers/capabilities';
import { isOpaque } from '../images/opacity';

/**
 * What a node handler gets: its params, checked by its type's schema (defaults filled in) and
 * typed by it, its inputs, and ways to read and store images.
 */
export interface NodeContext<T extends RunnableNodeTypeId = RunnableNodeTypeId> {
  params: NodeParams<T>;
  inputs: Record<string, NodeValue>;
  providers: AiProviders;
  /** Side of square outputs (packshots, scenes), in pixels. */
  imageSize: number;
  /** The activity's cancellation: passed to every provider call, which it aborts. */
  signal: AbortSignal;
  load(value: NodeValue | undefined, port: string): Promise<Buffer>;
  save(image: Buffer): Promise<string>;
  /** Records who made the outputs and how (the activity mirrors it on the node's state). */
  note?(meta: NodeMeta): void;
}

export type NodeHandler<T extends RunnableNodeTypeId> = (
  ctx: NodeContext<T>,
) => Promise<NodeOutputs>;

/**
 * One handler for every node type an activity runs, keyed by the catalogue's ids: a runnable type
 * without a handler, a handler for a type the workflow resolves itself (runner `none`) or a
 * handler reading a param its type does not have fails to compile.
 */
export type NodeHandlers = { readonly [T in RunnableNodeTypeId]: NodeHandler<T> };

const image = async (ctx: Pick<NodeContext, 'save'>, bytes: Buffer): Promise<NodeOutputs> => ({
  image: { kind: 'image', fileKey: await ctx.save(bytes) },
});

/**
 * Scenes and packshots want a cut-out: images that are not transparent yet lose their background
 * first, with the configured remover.
 */
async function cutOut(
  ctx: Pick<NodeContext, 'providers' | 'signal'>,
  bytes: Buffer,
): Promise<Buffer> {
  // An alpha channel that is opaque everywhere (a screenshot saved as RGBA) is no cut-out.
  if (!(await isOpaque(bytes))) return bytes;
  return (await ctx.providers.backgroundRemover.removeBackground(bytes, { signal: ctx.signal }))
    .image;
}

/** The scene nodes' params beside their style (workflows/src/graph/product-fidelity.ts). */
type GatedParams = { fidelity: FidelityMode; fidelityRetries: number };

/** An output's width and height, in pixels. */
type Frame = { width: number; height: number };
/** Every packshot and scene node's shape and size (workflows/src/graph/output-shape.ts). */
type OutputParams = { shape: OutputShape; hd: boolean };

/** What each scene node asks the scene generator for, from its params (and prompt input). */
const SCENE_STYLES: {
  readonly [T in SceneNodeTypeId]: (params: NodeParams<T>, prompt?: NodeValue) => SceneStyle;
} = {
  'image.flat-lay': (p) => ({ kind: 'flat-lay', surface: p.surface, light: p.light }),
  'image.natural-placement': (p) => ({
    kind: 'natural-placement',
    setting: p.setting,
    light: p.light,
  }),
  'image.water-splash': (p) => ({ kind: 'water-splash', colour: p.colour, light: p.light }),
  'image.pastel-podium': (p) => ({
    kind: 'pastel-podium',
    colour: p.colour,
    podium: p.podium,
    light: p.light,
  }),
  'image.marble-plinth': (p) => ({
    kind: 'marble-plinth',
    marble: p.marble,
    backdrop: p.backdrop,
    light: p.light,
  }),
  'image.sunlit-shadow-play': (p) => ({
    kind: 'sunlit-shadow-play',
    pattern: p.pattern,
    wall: p.wall,
    light: p.light,
  }),
  'ai.generate-scene': (p, prompt) => ({
    kind: 'prompt',
    prompt: prompt?.kind === 'text' && prompt.text.trim() ? prompt.text : p.prompt,
  }),
};

/** The node types drawn by the scene generator. */
type SceneNodeTypeId = Exclude<FramedSource, 'image.packshot'>;

/**
 * A scene of `type` with `params` round `product`, through the fidelity gate, for `frame`: drawn
 * for it by a generator that draws frames (it composites the product); from a generator that
 * answers squares only, a square as large as the frame's longer side, fitted to the frame.
 */
async function drawScene<T extends SceneNodeTypeId>(
  ctx: Pick<NodeContext, 'providers' | 'imageSize' | 'signal' | 'inputs'>,
  type: T,
  params: NodeParams<T>,
  product: Buffer,
  frame: Frame,
) {
  // Every scene node's params carry the gate's settings (FIDELITY_PARAMS).
  const gate = params as unknown as GatedParams;
  const generator = ctx.providers.sceneGenerator;
  const side = Math.max(frame.width, frame.height);
  const square = frame.width === frame.height;
  const result = await generateCheckedScene(
    generator,
    {
      image: product,
      style: SCENE_STYLES[type](params, ctx.inputs.prompt),
      size: side,
      ...(generator.drawsFrames && !square ? { frame } : {}),
    },
    { mode: gate.fidelity, retries: gate.fidelityRetries },
    { signal: ctx.signal },
  );
  if (generator.drawsFrames || square) return result;
  return { ...result, image: await fitToFrame(result.image, frame) };
}

/** The frame a packshot or scene node makes, from its shape and size and the photo it was given. */
async function frameFor(
  ctx: Pick<NodeContext, 'imageSize'>,
  params: { shape: OutputShape; hd: boolean },
  photo: Buffer,
): Promise<Frame> {
  const meta = await sharp(photo).metadata();
  // EXIF orientations 5–8 turn the picture a quarter: its width is the stored height.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = (turned ? meta.height : meta.width) ?? 1;
  const height = (turned ? meta.width : meta.height) ?? 1;
  return outputFrame(params, ctx.imageSize, { width, height });
}

/** A scene node: the cut-out placed by the scene generator, through the fidelity gate. */
const scene =
  <T extends SceneNodeTypeId>(type: T): NodeHandler<T> =>
  async (ctx) => {
    const photo = await ctx.load(ctx.inputs.image, 'image');
    const frame = await frameFor(ctx, ctx.params as OutputParams, photo);
    const product = await cutOut(ctx, photo);
    const result = await drawScene(ctx, type, ctx.params, product, frame);
    ctx.note?.({ provider: result.provider, model: result.model, fidelity: result.fidelity });
    return image(ctx, result.image);
  };

/**
 * One social format of a packshot or a scene, drawn again for its frame from the product the
 * node was given: a packshot's backdrop extended, a scene drawn at the frame's shape. A scene
 * from a generator that only answers squares is made from the square instead.
 */
async function redrawForFrame(
  ctx: NodeContext<'image.resize-social'>,
  source: NonNullable<NodeParams<'image.resize-social'>['scene']>,
  product: Buffer,
  square: Buffer,
  frame: Frame & { format: SocialFormat },
): Promise<Buffer> {
  const params = nodeType(source.type)!.params.parse(source.params);
  if (source.type === 'image.packshot') {
    const p = params as NodeParams<'image.packshot'>;
    return makePackshot(product, {
      size: frame.width,
      frame,
      background: p.background,
      shadow: p.shadow,
    });
  }
  if (!ctx.providers.sceneGenerator.drawsFrames) {
    return toSocialFormat(square, { format: frame.format });
  }
  const type = source.type;
  const drawn = await drawScene(ctx, type, params as NodeParams<typeof type>, product, frame);
  return drawn.image;
}

/** The work of each node type the orchestrator runs (inputs and outputs are the workflow's). */
export const NODE_HANDLERS: NodeHandlers = {
  /** The creator's photo enters the graph here, after moderation: E005 stops the run at once. */
  'input.image': async (ctx) => {
    const photo = await ctx.load(ctx.inputs.image, 'image');
    const verdict = await ctx.providers.moderator.moderate(photo, { signal: ctx.signal });
    if (verdict.flagged) throw new SensitiveContentError();
    return { image: ctx.inputs.image! };
  },
  /** The cut-out, and its objects (kept and dropped) for the creator's touch-up (`meta.cutout`). */
  'image.remove-background': async (ctx) => {
    const photo = await ctx.load(ctx.inputs.image, 'image');
    const result = await ctx.providers.backgroundRemover.removeBackground(photo, {
      signal: ctx.signal,
    });
    const outputs = await image(ctx, result.image);
    if (ctx.note) {
      const found = await cutoutObjects(photo, result.image, result.droppedObjects);
      ctx.note({
        provider: result.provider,
        model: result.model,
        cutout: {
          width: found.width,
          height: found.height,
          objects: found.objects,
          objectsFileKey: await ctx.save(found.map),
        },
      });
    }
    return outputs;
  },
  /** The product cut out (unless it already is), then placed on white or black. */
  'image.packshot': async (ctx) => {
    const photo = await ctx.load(ctx.inputs.image, 'image');
    const frame = await frameFor(ctx, ctx.params, photo);
    return image(
      ctx,
      await makePackshot(await cutOut(ctx, photo), {
        size: frame.width,
        frame,
        background: ctx.params.background,
        shadow: ctx.params.shadow,
      }),
    );
  },
  'image.flat-lay': scene('image.flat-lay'),
  'image.natural-placement': scene('image.natural-placement'),
  'image.water-splash': scene('image.water-splash'),
  'image.pastel-podium': scene('image.pastel-podium'),
  'image.marble-plinth': scene('image.marble-plinth'),
  'image.sunlit-shadow-play': scene('image.sunlit-shadow-play'),
  'ai.generate-scene': scene('ai.generate-scene'),
  'image.composite': async (ctx) =>
    image(
      ctx,
      await composite(await ctx.load(ctx.inputs.background, 'background'), {
        foreground: await ctx.load(ctx.inputs.foreground, 'foreground'),
        scale: ctx.params.scale,
        position: ctx.params.position,
      }),
    ),
  'image.resize-social': async (ctx) => {
    const square = await ctx.load(ctx.inputs.image, 'image');
    const { scene: source, formats } = ctx.params;
    const product =
      source && ctx.inputs.product
        ? await cutOut(ctx, await ctx.load(ctx.inputs.product, 'product'))
        : undefined;
    const fileKeys: string[] = [];
    for (const format of formats) {
      const { width, height } = SOCIAL_FORMATS[format];
      const bytes =
        source && product
          ? await redrawForFrame(ctx, source, product, square, { width, height, format })
          : await toSocialFormat(square, { format });
      fileKeys.push(await ctx.save(bytes));
    }
    return { images: { kind: 'images', fileKeys } };
  },
  'image.upscale': async (ctx) =>
    image(
      ctx,
      await upscale(await ctx.load(ctx.inputs.image, 'image'), {
        factor: ctx.params.factor,
      }),
    ),
  'text.caption': async (ctx) => {
    const context = ctx.inputs.context;
    const result = await ctx.providers.captionWriter.writeCaption(
      {
        image: await ctx.load(ctx.inputs.image, 'image'),
        tone: ctx.params.tone,
        hashtags: ctx.params.hashtags,
        ...(context?.kind === 'text' && context.text ? { context: context.text } : {}),
      },
      { signal: ctx.signal },
    );
    return { text: { kind: 'text', text: result.text } };
  },
};
