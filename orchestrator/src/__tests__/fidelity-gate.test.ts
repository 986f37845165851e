import sharp from 'sharp';
import { labelledProduct } from '@studio/infra/testing/labelled-product';
import {
  type OpenAiStandIn,
  startOpenAiStandIn,
} from '@studio/infra/testing/stand-ins/openai-stand-in';
import {
  type ReplicateStandIn,
  startReplicateStandIn,
} from '@studio/infra/testing/stand-ins/replicate-stand-in';
import { type SceneAlteration } from '@studio/infra/testing/stand-ins/stand-in-scenes';
import { FIDELITY_THRESHOLDS } from '../images/fidelity/fidelity-check';
import { generateCheckedScene, type GatePolicy } from '../images/fidelity/fidelity-gate';
import { type PlacedProduct, placeProduct } from '../images/fidelity/product-placement';
import { type NodeMeta } from '@studio/workflows/graph/product-fidelity';
import { prepareNode } from '../nodes/node-activities';
import { type AiProviders, type SceneGenerator, type SceneStyle } from '../providers/capabilities';
import { OpenAiSceneGenerator } from '../providers/openai/openai-scene-generator';
import { ReplicateSceneGenerator } from '../providers/replicate/replicate-scene-generator';
import { notCancelled } from './provider-calls';

/*
 * The fidelity gate against both cloud scene adapters and their stand-ins, which make each scene
 * from the request they receive (infra/src/testing/stand-ins/stand-in-scenes.ts): the product kept
 * as a model keeps it (softer, in the scene's light), or changed on request (`alterNextScene`):
 * a redrawn label of the same mean colour, a hue rotated by 40°, the product nudged aside.
 */

const SIZE = 512;
const STYLE: SceneStyle = { kind: 'flat-lay', surface: 'marble' };
const RESTORE: GatePolicy = { mode: 'restore', retries: 1 };

let replicate: ReplicateStandIn;
let openai: OpenAiStandIn;
let product: Buffer;
let placed: PlacedProduct;
beforeAll(async () => {
  [replicate, openai, product] = await Promise.all([
    startReplicateStandIn({ sceneSize: 512 }),
    startOpenAiStandIn(),
    labelledProduct(200),
  ]);
  placed = await placeProduct(product, SIZE);
});
afterAll(() => Promise.all([replicate.close(), openai.close()]));
beforeEach(() => {
  replicate.reset();
  openai.reset();
});

interface Provider {
  name: string;
  generator: () => SceneGenerator;
  alterNextScene(alteration: SceneAlteration, times?: number): void;
  /** The scene calls the stand-in has answered since the last reset. */
  calls(): number;
}

const sceneProviders: Provider[] = [
  {
    name: 'Replicate',
    generator: () =>
      new ReplicateSceneGenerator({
        apiToken: replicate.token,
        baseUrl: replicate.baseUrl,
        model: 'acme/scenes',
        timeoutMs: 30_000,
        pollIntervalMs: 10,
      }),
    alterNextScene: (alteration, times) => replicate.alterNextScene(alteration, times),
    calls: () =>
      replicate.apiRequests().filter((r) => r.method === 'POST' && r.path.endsWith('/predictions'))
        .length,
  },
  {
    name: 'OpenAI',
    generator: () =>
      new OpenAiSceneGenerator({
        apiKey: openai.apiKey,
        baseUrl: openai.baseUrl,
        model: 'gpt-image-1',
        timeoutMs: 30_000,
      }),
    alterNextScene: (alteration, times) => openai.alterNextScene(alteration, times),
    calls: () => openai.requests.filter((r) => r.path === '/v1/images/edits').length,
  },
];

const input = () => ({ image: product, style: STYLE, size: SIZE });

/**
 * How far the image's product pixels are from the original cut-out's, in levels per channel:
 * over the cut-out's solid pixels two pixels in from its edge (the edge is feathered by design).
 */
async function productDifference(image: Buffer): Promise<{ mean: number; max: number }> {
  const { data } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { layer, box } = placed;
  const solid = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < layer.width && y < layer.height
      ? layer.data[(y * layer.width + x) * 4 + 3]! >= 250
      : false;
  let sum = 0;
  let count = 0;
  let max = 0;
  for (let y = 0; y < layer.height; y++) {
    for (let x = 0; x < layer.width; x++) {
      if (![-2, 0, 2].every((dy) => [-2, 0, 2].every((dx) => solid(x + dx, y + dy)))) continue;
      const l = (y * layer.width + x) * 4;
      const s = ((box.top + y) * SIZE + box.left + x) * 3;
      for (let ch = 0; ch < 3; ch++) {
        const d = Math.abs(data[s + ch]! - layer.data[l + ch]!);
        sum += d;
        max = Math.max(max, d);
        count++;
      }
    }
  }
  return { mean: sum / count, max };
}

describe.each(sceneProviders)('the fidelity gate on $name scenes', (provider) => {
  it('passes a scene whose product the model kept, with one call and the scene as made', async () => {
    const gated = await generateCheckedScene(provider.generator(), input(), RESTORE, notCancelled);

    expect(provider.calls()).toBe(1);
    expect(gated.fidelity).toMatchObject({ action: 'passed', attempts: 1 });
    expect(gated.fidelity.ssim).toBeGreaterThanOrEqual(FIDELITY_THRESHOLDS.ssim);
    expect(gated.fidelity.detail).toBeGreaterThanOrEqual(FIDELITY_THRESHOLDS.detail);
    expect(gated.fidelity.deltaE).toBeLessThanOrEqual(FIDELITY_THRESHOLDS.deltaE);
    // Not restored: the model's re-rendering (softer, relit) is still there.
    expect((await productDifference(gated.image)).mean).toBeGreaterThan(1);
  });

  it('passes a kept product the model nudged aside, finding it where it went', async () => {
    provider.alterNextScene('moved');
    const gated = await generateCheckedScene(provider.generator(), input(), RESTORE, notCancelled);
    expect(provider.calls()).toBe(1);
    expect(gated.fidelity.action).toBe('passed');
  });

  it.each<[SceneAlteration, string]>([
    ['label', 'a redrawn label of the same mean colour'],
    ['colour', 'a hue shift'],
  ])('catches %s (%s) and restores the original product pixels', async (alteration) => {
    provider.alterNextScene(alteration);
    const generated = await provider.generator().generateScene(input(), notCancelled);
    provider.alterNextScene(alteration);
    const gated = await generateCheckedScene(provider.generator(), input(), RESTORE, notCancelled);

    expect(gated.fidelity).toMatchObject({ action: 'restored', attempts: 1 });
    const failed =
      alteration === 'label'
        ? gated.fidelity.detail! < FIDELITY_THRESHOLDS.detail
        : gated.fidelity.deltaE! > FIDELITY_THRESHOLDS.deltaE;
    expect(failed).toBe(true);

    const before = await productDifference(generated.image);
    const after = await productDifference(gated.image);
    expect(before.mean).toBeGreaterThan(10);
    // Measured 0.2–1.1 on average, 2–5 at most: the scene's light, kept within ±10%.
    expect(after.mean).toBeLessThan(2);
    expect(after.max).toBeLessThanOrEqual(8);

    // Around the product the scene is the model's: its backdrop and the product's shadow.
    const [a, b] = await Promise.all(
      [generated.image, gated.image].map((image) => sharp(image).removeAlpha().raw().toBuffer()),
    );
    const below = placed.box.top + placed.box.height + 6;
    const x = placed.box.left + Math.round(placed.box.width / 2);
    for (const [px, py] of [
      [x, below],
      [10, 10],
      [SIZE - 10, SIZE - 10],
    ] as const) {
      const o = (py * SIZE + px) * 3;
      expect([...b!.subarray(o, o + 3)]).toEqual([...a!.subarray(o, o + 3)]);
    }
  });

  it('in retry mode asks again after a changed product, and passes the second scene', async () => {
    provider.alterNextScene('label');
    const gated = await generateCheckedScene(
      provider.generator(),
      input(),
      { mode: 'retry', retries: 1 },
      notCancelled,
    );
    expect(provider.calls()).toBe(2);
    expect(gated.fidelity).toMatchObject({ action: 'retried', attempts: 2 });
    expect(gated.fidelity.detail).toBeGreaterThanOrEqual(FIDELITY_THRESHOLDS.detail);
  });

  it('in retry mode restores when every answer changed the product', async () => {
    provider.alterNextScene('colour', 2);
    const gated = await generateCheckedScene(
      provider.generator(),
      input(),
      { mode: 'retry', retries: 1 },
      notCancelled,
    );
    expect(provider.calls()).toBe(2);
    expect(gated.fidelity).toMatchObject({ action: 'restored', attempts: 2 });
    expect((await productDifference(gated.image)).mean).toBeLessThan(2);
  });

  it('with the gate off keeps the changed scene and records its scores', async () => {
    provider.alterNextScene('label');
    const gated = await generateCheckedScene(
      provider.generator(),
      input(),
      { mode: 'off', retries: 1 },
      notCancelled,
    );
    expect(provider.calls()).toBe(1);
    expect(gated.fidelity).toMatchObject({ action: 'off', attempts: 1 });
    expect(gated.fidelity.score).toBeLessThan(0.8);
    expect((await productDifference(gated.image)).mean).toBeGreaterThan(10);
  });
});

describe('a scene node', () => {
  it('goes through the gate with its params (restore by default) and notes the verdict', async () => {
    replicate.alterNextScene('colour');
    // A cut-out in, so the scene generator is the only provider the node calls.
    const providers = { sceneGenerator: sceneProviders[0]!.generator() } as Partial<AiProviders>;
    const run = prepareNode('image.flat-lay', { surface: 'wood' }, 'scene');
    const noted: NodeMeta[] = [];
    let saved: Buffer | undefined;
    const outputs = await run({
      inputs: { image: { kind: 'image', fileKey: 'cut-out' } },
      providers: providers as AiProviders,
      imageSize: SIZE,
      signal: notCancelled.signal,
      load: async () => product,
      save: async (bytes) => {
        saved = bytes;
        return 'scene';
      },
      note: (meta) => noted.push(meta),
    });
    expect(outputs).toEqual({ image: { kind: 'image', fileKey: 'scene' } });
    expect(noted).toEqual([
      {
        provider: 'replicate',
        model: 'acme/scenes',
        fidelity: expect.objectContaining({ action: 'restored', attempts: 1 }),
      },
    ]);
    expect((await productDifference(saved!)).mean).toBeLessThan(2);
  });
});

describe('the fidelity gate on composited scenes', () => {
  it('does not measure a scene the generator composited from the cut-out', async () => {
    let calls = 0;
    const local: SceneGenerator = {
      async generateScene() {
        calls++;
        const image = await sharp({
          create: { width: SIZE, height: SIZE, channels: 3, background: '#808080' },
        })
          .png()
          .toBuffer();
        return { image, provider: 'local', model: 'test', product: 'composited' };
      },
    };
    const gated = await generateCheckedScene(local, input(), RESTORE, notCancelled);
    expect(calls).toBe(1);
    expect(gated.fidelity).toEqual({ action: 'composited', attempts: 1 });
  });
});
