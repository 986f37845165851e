import sharp from 'sharp';
import { labelledProduct } from '@studio/infra/testing/labelled-product';
import {
  type OpenAiStandIn,
  startOpenAiStandIn,
  type UploadedFile,
} from '@studio/infra/testing/stand-ins/openai-stand-in';
import { placeProduct } from '../images/fidelity/product-placement';
import { type SceneStyle } from '../providers/capabilities';
import { type OpenAiSettings } from '../providers/openai/openai-client';
import { OpenAiSceneGenerator } from '../providers/openai/openai-scene-generator';
import { scenePrompt } from '../providers/replicate/replicate-scene-generator';
import { notCancelled } from './provider-calls';

let standIn: OpenAiStandIn;
beforeAll(async () => {
  standIn = await startOpenAiStandIn();
});
afterAll(() => standIn.close());
beforeEach(() => standIn.reset());

const scenes = (overrides: Partial<OpenAiSettings> = {}) =>
  new OpenAiSceneGenerator({
    apiKey: standIn.apiKey,
    baseUrl: standIn.baseUrl,
    model: 'gpt-image-1',
    timeoutMs: 30_000,
    ...overrides,
  });
const STYLE: SceneStyle = { kind: 'natural-placement', setting: 'stone' };
const edits = () => standIn.requests.filter((r) => r.path === '/v1/images/edits');

describe('OpenAiSceneGenerator', () => {
  it('edits the placed product with a mask that protects it, and returns a PNG of the size asked', async () => {
    const product = await labelledProduct(120);
    const result = await scenes().generateScene(
      { image: product, style: STYLE, size: 256 },
      notCancelled,
    );

    expect(result).toMatchObject({ provider: 'openai', model: 'gpt-image-1' });
    const meta = await sharp(result.image).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 256, 256]);

    const [edit] = edits();
    expect(edit!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const body = edit!.body as Record<string, string | UploadedFile>;
    expect(body).toMatchObject({
      model: 'gpt-image-1',
      prompt: scenePrompt(STYLE),
      size: '1024x1024',
      n: '1',
      input_fidelity: 'high',
    });
    expect(body.response_format).toBeUndefined();

    // The image: the cut-out where product-placement.ts puts it on a 1024 px square, on
    // transparency; the mask: opaque exactly where the product has pixels.
    const placed = await placeProduct(product, 1024);
    const image = await sharp((body.image as UploadedFile).bytes)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const mask = await sharp((body.mask as UploadedFile).bytes)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([image.info.width, image.info.height, image.info.channels]).toEqual([1024, 1024, 4]);
    expect([mask.info.width, mask.info.height]).toEqual([1024, 1024]);
    const alphaAt = (data: Buffer, x: number, y: number) => data[(y * 1024 + x) * 4 + 3];
    const centre = {
      x: placed.box.left + Math.round(placed.box.width / 2),
      y: placed.box.top + Math.round(placed.box.height / 2),
    };
    expect(alphaAt(image.data, centre.x, centre.y)).toBe(255);
    expect(alphaAt(mask.data, centre.x, centre.y)).toBe(255);
    expect(alphaAt(image.data, 5, 5)).toBe(0);
    expect(alphaAt(mask.data, 5, 5)).toBe(0);
  });

  it('asks dall-e-2 for base64 and no input fidelity', async () => {
    await scenes({ model: 'dall-e-2' }).generateScene(
      { image: await labelledProduct(80), style: STYLE, size: 128 },
      notCancelled,
    );
    const body = edits()[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ model: 'dall-e-2', response_format: 'b64_json' });
    expect(body.input_fidelity).toBeUndefined();
  });

  it('reports a refusal by the safety system as sensitive content (E005)', async () => {
    const magenta = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#ff00ff' },
    })
      .png()
      .toBuffer();
    await expect(
      scenes().generateScene({ image: magenta, style: STYLE, size: 128 }, notCancelled),
    ).rejects.toMatchObject({ name: 'SensitiveContentError', code: 'E005' });
  });

  it.each([
    [429, true],
    [503, true],
    [400, false],
  ])('maps HTTP %i to retryable: %s', async (status, retryable) => {
    standIn.failNext(status);
    await expect(
      scenes().generateScene(
        { image: await labelledProduct(80), style: STYLE, size: 128 },
        notCancelled,
      ),
    ).rejects.toMatchObject({ name: 'ProviderError', retryable });
  });

  it('refuses an undecodable image and a size out of range without calling OpenAI', async () => {
    await expect(
      scenes().generateScene(
        { image: Buffer.from('not an image'), style: STYLE, size: 128 },
        notCancelled,
      ),
    ).rejects.toMatchObject({ retryable: false, code: 'invalid_image' });
    await expect(
      scenes().generateScene(
        { image: await labelledProduct(80), style: STYLE, size: 10 },
        notCancelled,
      ),
    ).rejects.toMatchObject({ retryable: false, code: 'invalid_size' });
    expect(standIn.requests).toHaveLength(0);
  });
});
