import sharp from 'sharp';
import { type NodeValue } from '@studio/workflows/graph/node-values';
import { SOCIAL_FORMATS } from '@studio/workflows/graph/node-catalogue';
import { loadWorkerConfig } from '../config';
import { toSocialFormat } from '../images/social-formats';
import { NODE_HANDLERS, type NodeContext } from '../nodes/node-handlers';
import { type AiProviders } from '../providers/capabilities';
import { createProviders } from '../providers/create-providers';
import { isDrawnForFrame } from './blur-padding';

// The Social formats node as a run with formats wires it (with-social-formats.ts): given the
// scene's own input and settings, it draws the scene again for each frame.

const local = createProviders(loadWorkerConfig({ DATABASE_URL: 'postgres://localhost/test' }).ai);
const cutOut = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300">
        <circle cx="150" cy="170" r="120" fill="#2a7f8f"/><rect x="120" y="10" width="60" height="60" fill="#1d1d1d"/>
      </svg>`,
    ),
  )
    .png()
    .toBuffer();

async function runFormats(
  providers: AiProviders,
  square: Buffer,
  product: Buffer,
): Promise<Buffer[]> {
  const files = new Map<string, Buffer>([
    ['square', square],
    ['product', product],
  ]);
  const saved: Buffer[] = [];
  const ctx: NodeContext<'image.resize-social'> = {
    params: {
      formats: ['story', 'landscape'],
      scene: { type: 'image.pastel-podium', params: { colour: 'sky', podium: 'steps' } },
    },
    inputs: {
      image: { kind: 'image', fileKey: 'square' },
      product: { kind: 'image', fileKey: 'product' },
    },
    providers,
    imageSize: 1024,
    signal: new AbortController().signal,
    load: async (value: NodeValue | undefined) =>
      files.get((value as { fileKey: string }).fileKey)!,
    save: async (bytes) => {
      saved.push(bytes);
      return `format-${saved.length}`;
    },
  };
  const outputs = await NODE_HANDLERS['image.resize-social'](ctx);
  expect(outputs).toEqual({ images: { kind: 'images', fileKeys: ['format-1', 'format-2'] } });
  return saved;
}

describe('the Social formats node of a scene', () => {
  it('draws the scene again at each format’s shape, at its exact size', async () => {
    const product = await cutOut();
    const square = (
      await local.sceneGenerator.generateScene(
        {
          image: product,
          style: { kind: 'pastel-podium', colour: 'sky', podium: 'steps', light: 'left' },
          size: 1024,
        },
        { signal: new AbortController().signal },
      )
    ).image;
    const [story, landscape] = await runFormats(local, square, product);
    for (const [image, frame] of [
      [story!, SOCIAL_FORMATS.story],
      [landscape!, SOCIAL_FORMATS.landscape],
    ] as const) {
      expect(await sharp(image).metadata()).toMatchObject({
        width: frame.width,
        height: frame.height,
      });
      expect(await isDrawnForFrame(image, frame)).toBe(true);
    }
  });

  it('makes the formats from the square when the generator only answers squares', async () => {
    const product = await cutOut();
    const square = await sharp({
      create: { width: 1024, height: 1024, channels: 3, background: '#d8e4ee' },
    })
      .png()
      .toBuffer();
    const squaresOnly: AiProviders = {
      ...local,
      sceneGenerator: { generateScene: () => Promise.reject(new Error('not called')) },
    };
    const [story] = await runFormats(squaresOnly, square, product);
    expect(story!.equals(await toSocialFormat(square, { format: 'story' }))).toBe(true);
  });
});

describe('a scene node with a shape of its own', () => {
  it('draws a 4:5 portrait at the run’s size, the set filling the frame', async () => {
    let saved: Buffer | undefined;
    const product = await cutOut();
    const ctx: NodeContext<'image.marble-plinth'> = {
      params: {
        marble: 'green',
        backdrop: 'sage',
        light: 'left',
        shape: 'portrait',
        hd: false,
        fidelity: 'restore',
        fidelityRetries: 1,
      },
      inputs: { image: { kind: 'image', fileKey: 'product' } },
      providers: local,
      imageSize: 1024,
      signal: new AbortController().signal,
      load: async () => product,
      save: async (bytes) => {
        saved = bytes;
        return 'scene';
      },
    };
    await NODE_HANDLERS['image.marble-plinth'](ctx);
    const frame = { width: 819, height: 1024 };
    expect(await sharp(saved!).metadata()).toMatchObject(frame);
    expect(await isDrawnForFrame(saved!, frame)).toBe(true);
  });
});
