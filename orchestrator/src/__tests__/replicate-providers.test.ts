import sharp from 'sharp';
import { freePort } from '@studio/infra/free-port';
import {
  type ReplicateStandIn,
  startReplicateStandIn,
} from '@studio/infra/testing/stand-ins/replicate-stand-in';
import { productPhoto } from '@studio/infra/testing/test-images';
import { SensitiveContentError, type SceneStyle } from '../providers/capabilities';
import { ReplicateBackgroundRemover } from '../providers/replicate/replicate-background-remover';
import { type ReplicateSettings } from '../providers/replicate/replicate-predictions';
import {
  ReplicateSceneGenerator,
  scenePrompt,
} from '../providers/replicate/replicate-scene-generator';
import { notCancelled } from './provider-calls';

let standIn: ReplicateStandIn;
beforeAll(async () => {
  standIn = await startReplicateStandIn({ sceneSize: 512 });
});
afterAll(() => standIn.close());
beforeEach(() => standIn.reset());

const settings = (overrides: Partial<ReplicateSettings> = {}): ReplicateSettings => ({
  apiToken: standIn.token,
  baseUrl: standIn.baseUrl,
  model: 'acme/cut-out',
  timeoutMs: 5000,
  pollIntervalMs: 10,
  ...overrides,
});

const retryable = (code: string) => ({ name: 'ProviderError', retryable: true, code });
const final = (code: string) => ({ name: 'ProviderError', retryable: false, code });
const sensitive = { name: 'SensitiveContentError', retryable: false, code: 'E005' };

/** A square of the magenta test marker, which the stand-in's models refuse as NSFW. */
const magenta = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#ff00ff' } })
    .png()
    .toBuffer();

const posts = () => standIn.apiRequests().filter((r) => r.method === 'POST');

describe('ReplicateBackgroundRemover', () => {
  it('creates a prediction of the configured model, polls it and returns the cut-out as PNG', async () => {
    const photo = await productPhoto({ width: 400, height: 300 });
    const result = await new ReplicateBackgroundRemover(settings()).removeBackground(
      photo,
      notCancelled,
    );

    expect(result).toMatchObject({ provider: 'replicate', model: 'acme/cut-out' });
    const { data, info } = await sharp(result.image).raw().toBuffer({ resolveWithObject: true });
    expect((await sharp(result.image).metadata()).format).toBe('png');
    expect([info.width, info.height, info.channels]).toEqual([400, 300, 4]);
    expect(data[3]).toBe(0); // the backdrop's corner is transparent
    expect(data[(150 * 400 + 200) * 4 + 3]).toBe(255); // the product is not

    const [create, ...rest] = standIn.requests;
    expect(create).toMatchObject({ method: 'POST', path: '/v1/models/acme/cut-out/predictions' });
    expect(create!.headers.authorization).toBe(`Bearer ${standIn.token}`);
    expect((create!.body as { input: { image: string } }).input.image).toMatch(
      /^data:image\/jpeg;base64,/,
    );
    const polls = rest.filter((r) => r.method === 'GET' && r.path.startsWith('/v1/predictions/'));
    expect(polls.length).toBeGreaterThanOrEqual(2); // starting → processing → succeeded
    const download = rest.find((r) => r.path.startsWith('/files/'));
    expect(download).toBeDefined();
    expect(download!.headers.authorization).toBeUndefined(); // the token stays with the API
  });

  it('runs an exact version through the predictions endpoint', async () => {
    const remover = new ReplicateBackgroundRemover(settings({ model: 'acme/cut-out:5a6b7c' }));
    const result = await remover.removeBackground(await productPhoto(), notCancelled);
    expect(result.model).toBe('acme/cut-out:5a6b7c');
    expect(standIn.requests[0]).toMatchObject({
      method: 'POST',
      path: '/v1/predictions',
      body: { version: '5a6b7c' },
    });
  });

  it('refuses a model reference that is not owner/name[:version]', () => {
    expect(() => new ReplicateBackgroundRemover(settings({ model: 'cut-out' }))).toThrow(
      /owner\/name/,
    );
  });

  it.each([
    [429, 'http_429'],
    [500, 'http_500'],
    [503, 'http_503'],
  ])('treats HTTP %i as retryable', async (status, code) => {
    // The client itself retries 429s a few times before giving up: fail every attempt.
    standIn.failNext(status, undefined, 10);
    await expect(
      new ReplicateBackgroundRemover(settings()).removeBackground(
        await productPhoto(),
        notCancelled,
      ),
    ).rejects.toMatchObject(retryable(code));
  });

  it.each([
    [401, 'http_401'],
    [403, 'http_403'],
    [404, 'http_404'],
    [422, 'http_422'],
  ])('treats HTTP %i as final, with Replicate’s detail in the message', async (status, code) => {
    standIn.failNext(status, { detail: `detail for ${status}`, status, title: 'Nope' });
    const error = await new ReplicateBackgroundRemover(settings())
      .removeBackground(await productPhoto(), notCancelled)
      .catch((e: unknown) => e);
    expect(error).toMatchObject(final(code));
    expect((error as Error).message).toContain(`detail for ${status}`);
  });

  it('is refused with a wrong token (final)', async () => {
    await expect(
      new ReplicateBackgroundRemover(settings({ apiToken: 'r8_wrong' })).removeBackground(
        await productPhoto(),
        notCancelled,
      ),
    ).rejects.toMatchObject(final('http_401'));
  });

  it('retries a prediction that failed for a transient reason', async () => {
    standIn.failPredictionNext('CUDA out of memory. Tried to allocate 2.00 GiB');
    await expect(
      new ReplicateBackgroundRemover(settings()).removeBackground(
        await productPhoto(),
        notCancelled,
      ),
    ).rejects.toMatchObject(retryable('prediction_failed'));
  });

  it('does not retry a prediction that failed on its input', async () => {
    standIn.failPredictionNext('cannot identify image file <_io.BytesIO object>');
    await expect(
      new ReplicateBackgroundRemover(settings()).removeBackground(
        await productPhoto(),
        notCancelled,
      ),
    ).rejects.toMatchObject(final('invalid_input'));
  });

  it('reports a prediction failed for NSFW content as sensitive content (E005)', async () => {
    const error = await new ReplicateBackgroundRemover(settings())
      .removeBackground(await magenta(), notCancelled)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SensitiveContentError);
    expect(error).toMatchObject(sensitive);
  });

  it('gives up after the configured timeout, cancels the prediction, and may be retried', async () => {
    standIn.stallPredictions();
    const started = Date.now();
    await expect(
      new ReplicateBackgroundRemover(settings({ timeoutMs: 400 })).removeBackground(
        await productPhoto(),
        notCancelled,
      ),
    ).rejects.toMatchObject(retryable('timeout'));
    expect(Date.now() - started).toBeLessThan(3000);
    expect(posts().some((r) => /^\/v1\/predictions\/\w+\/cancel$/.test(r.path))).toBe(true);
  });

  it('times out on an API that does not answer', async () => {
    standIn.delayNext(3000);
    await expect(
      new ReplicateBackgroundRemover(settings({ timeoutMs: 300 })).removeBackground(
        await productPhoto(),
        notCancelled,
      ),
    ).rejects.toMatchObject(retryable('timeout'));
  });

  it('retries when the API cannot be reached', async () => {
    const nothing = `http://127.0.0.1:${await freePort()}/v1`;
    await expect(
      new ReplicateBackgroundRemover(settings({ baseUrl: nothing })).removeBackground(
        await productPhoto(),
        notCancelled,
      ),
    ).rejects.toMatchObject(retryable('network'));
  });

  it('refuses an output that is not an image', async () => {
    standIn.scriptNextOutput({ contentType: 'text/html', bytes: Buffer.from('<html></html>') });
    const error = await new ReplicateBackgroundRemover(settings())
      .removeBackground(await productPhoto(), notCancelled)
      .catch((e: unknown) => e);
    expect(error).toMatchObject(final('invalid_output'));
    expect((error as Error).message).toContain('not an image (text/html)');
  });

  it('refuses an output larger than the cap', async () => {
    await expect(
      new ReplicateBackgroundRemover(settings({ maxOutputBytes: 1000 })).removeBackground(
        await productPhoto(),
        notCancelled,
      ),
    ).rejects.toMatchObject(final('output_too_large'));
  });

  it('refuses an output URL that is not http(s)', async () => {
    standIn.scriptNextOutput({ url: 'file:///etc/passwd' });
    await expect(
      new ReplicateBackgroundRemover(settings()).removeBackground(
        await productPhoto(),
        notCancelled,
      ),
    ).rejects.toMatchObject(final('invalid_output'));
  });

  it('retries when the output host answers 503', async () => {
    standIn.scriptNextOutput({ status: 503 });
    await expect(
      new ReplicateBackgroundRemover(settings()).removeBackground(
        await productPhoto(),
        notCancelled,
      ),
    ).rejects.toMatchObject(retryable('download_503'));
  });

  it('does not call Replicate with bytes that are not an image', async () => {
    await expect(
      new ReplicateBackgroundRemover(settings()).removeBackground(
        Buffer.from('nope'),
        notCancelled,
      ),
    ).rejects.toMatchObject(final('invalid_image'));
    expect(standIn.requests).toHaveLength(0);
  });
});

describe('ReplicateSceneGenerator', () => {
  const scenes = (overrides: Partial<ReplicateSettings> = {}) =>
    new ReplicateSceneGenerator(settings({ model: 'acme/scenes', ...overrides }));

  it.each<[SceneStyle, RegExp]>([
    [{ kind: 'flat-lay', surface: 'marble' }, /flat-lay.*marble/],
    [{ kind: 'natural-placement', setting: 'forest' }, /standing naturally.*forest/],
    [{ kind: 'water-splash', colour: 'aqua' }, /aqua water splash/],
    [{ kind: 'prompt', prompt: 'on a  sunny\nbeach at dawn' }, /scene: on a sunny beach at dawn\./],
  ])(
    'sends the %j prompt with the product as reference and returns a PNG of the size asked',
    async (style, prompt) => {
      const result = await scenes().generateScene(
        {
          image: await productPhoto(),
          style,
          size: 300,
        },
        notCancelled,
      );
      expect(result).toMatchObject({ provider: 'replicate', model: 'acme/scenes' });
      const meta = await sharp(result.image).metadata();
      // The stand-in's model answers 512×512: the adapter resizes to the size asked for.
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 300, 300]);

      const create = standIn.requests[0]!;
      expect(create.path).toBe('/v1/models/acme/scenes/predictions');
      const input = (create.body as { input: Record<string, string> }).input;
      expect(input.prompt).toMatch(prompt);
      expect(input.prompt).toBe(scenePrompt(style));
      expect(input.input_image).toMatch(/^data:image\/jpeg;base64,/);
      expect(input).toMatchObject({ aspect_ratio: '1:1', output_format: 'png' });
    },
  );

  it('keeps the model’s size when it is the one asked for', async () => {
    const result = await scenes().generateScene(
      {
        image: await productPhoto(),
        style: { kind: 'flat-lay', surface: 'wood' },
        size: 512,
      },
      notCancelled,
    );
    expect((await sharp(result.image).metadata()).width).toBe(512);
  });

  it('re-encodes an output in another format as PNG', async () => {
    const jpeg = await sharp({
      create: { width: 200, height: 200, channels: 3, background: '#336699' },
    })
      .jpeg()
      .toBuffer();
    standIn.scriptNextOutput({ contentType: 'image/jpeg', bytes: jpeg });
    const result = await scenes().generateScene(
      {
        image: await productPhoto(),
        style: { kind: 'water-splash', colour: 'blue' },
        size: 128,
      },
      notCancelled,
    );
    const meta = await sharp(result.image).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 128, 128]);
  });

  it('reports a prediction failed as NSFW as sensitive content (E005)', async () => {
    await expect(
      scenes().generateScene(
        {
          image: await productPhoto(),
          style: { kind: 'prompt', prompt: 'something nsfw' },
          size: 128,
        },
        notCancelled,
      ),
    ).rejects.toMatchObject(sensitive);
  });

  it('reports an output flagged by the safety checker as sensitive content (E005)', async () => {
    await expect(
      scenes().generateScene(
        {
          image: await productPhoto(),
          style: { kind: 'prompt', prompt: 'a flagged-output scene' },
          size: 128,
        },
        notCancelled,
      ),
    ).rejects.toMatchObject(sensitive);
  });

  it.each([
    [429, true],
    [503, true],
    [401, false],
    [422, false],
  ])('maps HTTP %i to retryable: %s', async (status, isRetryable) => {
    standIn.failNext(status, undefined, 10);
    await expect(
      scenes().generateScene(
        {
          image: await productPhoto(),
          style: { kind: 'flat-lay', surface: 'linen' },
          size: 128,
        },
        notCancelled,
      ),
    ).rejects.toMatchObject({ retryable: isRetryable, code: `http_${status}` });
  });

  it('refuses a size out of range without calling the model', async () => {
    await expect(
      scenes().generateScene(
        {
          image: await productPhoto(),
          style: { kind: 'flat-lay', surface: 'linen' },
          size: 10,
        },
        notCancelled,
      ),
    ).rejects.toMatchObject(final('invalid_size'));
    expect(standIn.requests).toHaveLength(0);
  });
});
