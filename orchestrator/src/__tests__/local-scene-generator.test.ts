import { createHash } from 'node:crypto';
import sharp from 'sharp';
import {
  type BackgroundRemover,
  type ImageResult,
  ProviderError,
  type SceneStyle,
} from '../providers/capabilities';
import { LocalBackgroundRemover } from '../providers/local/local-background-remover';
import { LocalSceneGenerator } from '../providers/local/local-scene-generator';
import { cancelledCall, notCancelled } from './provider-calls';
import { SCENE_STYLES, styleLabel } from './scene-checks';

const SIZE = 160;
const STYLES = SCENE_STYLES;
const label = styleLabel;

/** A product photo whose product is `colour`, on a plain `backdrop`. */
async function photo(colour: string, backdrop = '#e6e6e6'): Promise<Buffer> {
  const product = await sharp({
    create: { width: 70, height: 90, channels: 3, background: colour },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width: 200, height: 150, channels: 3, background: backdrop } })
    .composite([{ input: product, gravity: 'centre' }])
    .jpeg({ quality: 95 })
    .toBuffer();
}

async function rawPixels(image: Buffer) {
  const { data, info } = await sharp(image)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Share of the pixels in the square around the centre (a fifth of the side) that pass `test`. */
async function centreShare(image: Buffer, test: (r: number, g: number, b: number) => boolean) {
  const { data, width } = await rawPixels(image);
  const half = Math.round(width / 10);
  const cx = Math.round(width / 2);
  const cy = Math.round(width * 0.52);
  let hits = 0;
  let total = 0;
  for (let y = cy - half; y < cy + half; y++) {
    for (let x = cx - half; x < cx + half; x++) {
      const i = (y * width + x) * 3;
      if (test(data[i]!, data[i + 1]!, data[i + 2]!)) hits++;
      total++;
    }
  }
  return hits / total;
}

const isRed = (r: number, g: number, b: number) => r > 150 && g < 90 && b < 90;
const isBlue = (r: number, g: number, b: number) => b > 140 && r < 70 && g < 110;

describe('LocalSceneGenerator', () => {
  const generator = new LocalSceneGenerator();
  let red: Buffer;
  const scenes = new Map<string, ImageResult>();

  beforeAll(async () => {
    red = await photo('#c0392b');
    for (const style of STYLES) {
      scenes.set(
        label(style),
        await generator.generateScene({ image: red, style, size: SIZE }, notCancelled),
      );
    }
  });

  it.each(STYLES.map(label))('makes a square PNG of the requested size (%s)', async (name) => {
    const scene = scenes.get(name)!;
    expect(scene.provider).toBe('local');
    expect(scene.model).toMatch(/^local-.*-v1$/);
    expect(await sharp(scene.image).metadata()).toMatchObject({
      format: 'png',
      width: SIZE,
      height: SIZE,
    });
  });

  it('puts the product, in its own colour, in the middle of every scene', async () => {
    for (const [name, scene] of scenes) {
      const share = await centreShare(scene.image, isRed);
      expect({ name, enough: share > 0.8 }).toEqual({ name, enough: true });
    }
  });

  it('draws a real backdrop around it, not a flat colour', async () => {
    for (const [name, scene] of scenes) {
      // The top quarter of the scene, where there is no product: it must vary.
      const { data, width } = await rawPixels(scene.image);
      const values = Array.from(data.subarray(0, width * (SIZE / 4) * 3));
      const mean = values.reduce((a, b) => a + b, 0) / values.length;
      const spread = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length);
      expect({ name, varied: spread > 3 }).toEqual({ name, varied: true });
    }
  });

  it('draws a different scene for every style', () => {
    const digests = [...scenes.values()].map((scene) =>
      createHash('sha256').update(scene.image).digest('hex'),
    );
    expect(new Set(digests).size).toBe(STYLES.length);
  });

  it('is built around the product: another product gives the same set with that product', async () => {
    const style: SceneStyle = { kind: 'flat-lay', surface: 'wood' };
    const blue = await generator.generateScene(
      {
        image: await photo('#1f4e9c'),
        style,
        size: SIZE,
      },
      notCancelled,
    );
    expect(await centreShare(blue.image, isBlue)).toBeGreaterThan(0.8);
    expect(await centreShare(blue.image, isRed)).toBe(0);
    // The right edge, clear of product, shadow and props, is the same wood.
    const edge = { left: SIZE - 16, top: Math.round(SIZE * 0.45), width: 16, height: 16 };
    const a = await sharp(blue.image).extract(edge).raw().toBuffer();
    const b = await sharp(scenes.get('flat-lay:wood')!.image).extract(edge).raw().toBuffer();
    expect(a.equals(b)).toBe(true);
  });

  it('is deterministic, so a retried activity writes the same file', async () => {
    for (const style of [STYLES[3]!, STYLES[6]!]) {
      const again = await generator.generateScene({ image: red, style, size: SIZE }, notCancelled);
      expect(again.image.equals(scenes.get(label(style))!.image)).toBe(true);
    }
  });

  it('cuts a photo out of its backdrop first, but uses a cut-out as it is', async () => {
    const calls: number[] = [];
    const local = new LocalBackgroundRemover();
    const counting: BackgroundRemover = {
      removeBackground: (image) => {
        calls.push(image.length);
        return local.removeBackground(image, notCancelled);
      },
    };
    const withCounting = new LocalSceneGenerator(counting);
    const style: SceneStyle = { kind: 'water-splash', colour: 'blue' };
    // Pure green backdrop: none of it may survive into the scene.
    const scene = await withCounting.generateScene(
      {
        image: await photo('#c0392b', '#00ff00'),
        style,
        size: SIZE,
      },
      notCancelled,
    );
    expect(calls).toHaveLength(1);
    const { data } = await rawPixels(scene.image);
    let green = 0;
    for (let i = 0; i < data.length; i += 3) {
      if (data[i + 1]! > 200 && data[i]! < 80 && data[i + 2]! < 80) green++;
    }
    expect(green).toBeLessThan((SIZE * SIZE) / 200);

    const cutOut = (await local.removeBackground(await photo('#c0392b'), notCancelled)).image;
    await withCounting.generateScene({ image: cutOut, style, size: SIZE }, notCancelled);
    expect(calls).toHaveLength(1);
  });

  it('takes the prompt’s palette from its words', async () => {
    const topBrightness = async (name: string) => {
      const stats = await sharp(scenes.get(name)!.image)
        .extract({ left: 0, top: 0, width: SIZE, height: SIZE / 5 })
        .stats();
      return stats.channels.slice(0, 3).reduce((sum, c) => sum + c.mean, 0) / 3;
    };
    expect(await topBrightness('prompt:a quiet night in the city')).toBeLessThan(70);
    expect(await topBrightness('prompt:on a sunny beach')).toBeGreaterThan(150);
    // Prompts without a keyword still differ from each other, deterministically.
    const [dreamy, bold] = await Promise.all(
      ['something dreamy', 'something bold'].map((prompt) =>
        generator.generateScene(
          { image: red, style: { kind: 'prompt', prompt }, size: SIZE },
          notCancelled,
        ),
      ),
    );
    expect(dreamy!.image.equals(bold!.image)).toBe(false);
  });

  it('refuses a photo of which the remover kept nothing, rather than show the photo', async () => {
    const keepsNothing: BackgroundRemover = {
      removeBackground: async (image) => ({
        image: await sharp(image).ensureAlpha(0).png().toBuffer(),
        provider: 'test',
        model: 'keeps-nothing',
      }),
    };
    await expect(
      new LocalSceneGenerator(keepsNothing).generateScene(
        { image: red, style: STYLES[0]!, size: SIZE },
        notCancelled,
      ),
    ).rejects.toMatchObject({ name: 'ProviderError', retryable: false, code: 'no_product' });
  });

  it('passes on the remover’s failure as it came, and a cancellation as a cancellation', async () => {
    const down = new ProviderError('The model is overloaded', true, 'http_503');
    const failing: BackgroundRemover = { removeBackground: () => Promise.reject(down) };
    await expect(
      new LocalSceneGenerator(failing).generateScene(
        { image: red, style: STYLES[0]!, size: SIZE },
        notCancelled,
      ),
    ).rejects.toBe(down);
    const reason = new Error('cancelled by the test');
    await expect(
      generator.generateScene({ image: red, style: STYLES[0]!, size: SIZE }, cancelledCall(reason)),
    ).rejects.toBe(reason);
  });

  it('refuses sizes it cannot draw, without retrying', async () => {
    const attempt = generator.generateScene(
      {
        image: red,
        style: STYLES[0]!,
        size: 10,
      },
      notCancelled,
    );
    await expect(attempt).rejects.toBeInstanceOf(ProviderError);
    await expect(attempt).rejects.toMatchObject({ retryable: false });
  });

  it('refuses bytes that are not an image, without retrying', async () => {
    await expect(
      generator.generateScene(
        { image: Buffer.from('nope'), style: STYLES[0]!, size: SIZE },
        notCancelled,
      ),
    ).rejects.toMatchObject({ retryable: false, code: 'invalid_image' });
  });
});
