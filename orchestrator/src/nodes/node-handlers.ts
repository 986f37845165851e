import { type NodeParams, type RunnableNodeTypeId } from '@studio/workflows/graph/node-catalogue';
import { type NodeOutputs, type NodeValue } from '@studio/workflows/graph/node-values';
import { type FidelityMode, type NodeMeta } from '@studio/workflows/graph/product-fidelity';
import { composite } from '../images/composite';
import { generateCheckedScene } from '../images/fidelity/fidelity-gate';
import { cutoutObjects } from '../images/cutout-objects';
import { makePackshot } from '../images/packshot';
import { toSocialFormat } from '../images/social-formats';
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
/** The node types whose params carry the fidelity gate's settings. */
type GatedNodeTypeId = {
  [T in RunnableNodeTypeId]: NodeParams<T> extends GatedParams ? T : never;
}[RunnableNodeTypeId];

/** A scene node: the cut-out placed by the scene generator, through the fidelity gate. */
const scene =
  <T extends GatedNodeTypeId>(style: (ctx: NodeContext<T>) => SceneStyle): NodeHandler<T> =>
  async (ctx) => {
    const product = await cutOut(ctx, await ctx.load(ctx.inputs.image, 'image'));
    // GatedNodeTypeId guarantees these params; the compiler cannot see it through the generic.
    const params = ctx.params as GatedParams;
    const result = await generateCheckedScene(
      ctx.providers.sceneGenerator,
      { image: product, style: style(ctx), size: ctx.imageSize },
      { mode: params.fidelity, retries: params.fidelityRetries },
      { signal: ctx.signal },
    );
    ctx.note?.({ provider: result.provider, model: result.model, fidelity: result.fidelity });
    return image(ctx, result.image);
  };

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
  'image.packshot': async (ctx) =>
    image(
      ctx,
      await makePackshot(await cutOut(ctx, await ctx.load(ctx.inputs.image, 'image')), {
        size: ctx.imageSize,
        background: ctx.params.background,
        shadow: ctx.params.shadow,
      }),
    ),
  'image.flat-lay': scene(({ params: p }) => ({
    kind: 'flat-lay',
    surface: p.surface,
    light: p.light,
  })),
  'image.natural-placement': scene(({ params: p }) => ({
    kind: 'natural-placement',
    setting: p.setting,
    light: p.light,
  })),
  'image.water-splash': scene(({ params: p }) => ({
    kind: 'water-splash',
    colour: p.colour,
    light: p.light,
  })),
  'image.pastel-podium': scene(({ params: p }) => ({
    kind: 'pastel-podium',
    colour: p.colour,
    podium: p.podium,
    light: p.light,
  })),
  'image.marble-plinth': scene(({ params: p }) => ({
    kind: 'marble-plinth',
    marble: p.marble,
    backdrop: p.backdrop,
    light: p.light,
  })),
  'image.sunlit-shadow-play': scene(({ params: p }) => ({
    kind: 'sunlit-shadow-play',
    pattern: p.pattern,
    wall: p.wall,
    light: p.light,
  })),
  'ai.generate-scene': scene((ctx) => {
    const given = ctx.inputs.prompt;
    const prompt = given?.kind === 'text' && given.text.trim() ? given.text : ctx.params.prompt;
    return { kind: 'prompt', prompt };
  }),
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
    const source = await ctx.load(ctx.inputs.image, 'image');
    const fileKeys: string[] = [];
    for (const format of ctx.params.formats) {
      fileKeys.push(await ctx.save(await toSocialFormat(source, { format })));
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
