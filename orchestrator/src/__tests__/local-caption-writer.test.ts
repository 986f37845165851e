import sharp from 'sharp';
import { bottleOnBusyBackground, mugOnWallAndTable } from '@studio/infra/testing/product-photos';
import { productPhoto } from '@studio/infra/testing/test-images';
import { ProviderError } from '../providers/capabilities';
import { MAX_HASHTAGS } from '../providers/caption-request';
import { LocalCaptionWriter } from '../providers/local/local-caption-writer';
import { groundTruthRemover } from './ground-truth-remover';
import { notCancelled } from './provider-calls';

const TONES = ['friendly', 'luxury', 'playful', 'minimal'] as const;

/** A photo of a product of `colour` on a light-grey backdrop. */
async function photo(colour: string): Promise<Buffer> {
  const product = await sharp({
    create: { width: 60, height: 110, channels: 3, background: colour },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width: 240, height: 180, channels: 3, background: '#e6e6e6' } })
    .composite([{ input: product, gravity: 'centre' }])
    .jpeg({ quality: 92 })
    .toBuffer();
}

function hashtagsOf(text: string): string[] {
  return text.match(/#[a-z0-9]+/gi) ?? [];
}

function firstSentence(text: string): string {
  return text.split(/(?<=[.!?])\s/)[0]!;
}

describe('LocalCaptionWriter', () => {
  const writer = new LocalCaptionWriter();
  let red: Buffer;

  beforeAll(async () => {
    red = await productPhoto();
  });

  it.each([0, 1, 5, 12, MAX_HASHTAGS])('ends with exactly %i distinct hashtags', async (n) => {
    const { text, provider, model } = await writer.writeCaption(
      {
        image: red,
        tone: 'friendly',
        hashtags: n,
        context: 'Ceramic Mug',
      },
      notCancelled,
    );
    expect(provider).toBe('local');
    expect(model).toMatch(/^local-.*-v1$/);
    const tags = hashtagsOf(text);
    expect(tags).toHaveLength(n);
    expect(new Set(tags.map((t) => t.toLowerCase())).size).toBe(n);
    if (n > 0) expect(text.endsWith(tags.join(' '))).toBe(true);
  });

  it('puts the relevant tags first: the product, its colour, product photography', async () => {
    const { text } = await writer.writeCaption(
      {
        image: red,
        tone: 'minimal',
        hashtags: 5,
        context: 'Ceramic Mug',
      },
      notCancelled,
    );
    expect(hashtagsOf(text)).toEqual([
      '#ceramicmug',
      '#red',
      '#minimalism',
      '#productphotography',
      '#shopsmall',
    ]);
  });

  it('describes the product’s colour, not the backdrop’s', async () => {
    const onRed = await writer.writeCaption(
      { image: red, tone: 'luxury', hashtags: 3 },
      notCancelled,
    );
    expect(onRed.text).toMatch(/\bred\b/i);
    expect(onRed.text).not.toMatch(/\bgrey\b|\bsilver\b/i);
    const onBlue = await writer.writeCaption(
      {
        image: await photo('#1f4fb0'),
        tone: 'luxury',
        hashtags: 3,
      },
      notCancelled,
    );
    expect(onBlue.text).toMatch(/\bblue\b/i);
    expect(hashtagsOf(onBlue.text)).toContain('#blue');
  });

  it('names the colour of the product cut out of a photo-like shot, never its backdrop’s', async () => {
    for (const [make, colour] of [
      [mugOnWallAndTable, 'teal'],
      [bottleOnBusyBackground, 'blue'],
    ] as const) {
      const shot = await make();
      const { text } = await new LocalCaptionWriter(groundTruthRemover(shot)).writeCaption(
        { image: shot.photo, tone: 'minimal', hashtags: 2 },
        notCancelled,
      );
      expect(hashtagsOf(text)[0]).toBe(`#${colour}`);
      expect(text).not.toMatch(/\b(cream|beige|tan|brown|gold)\b/i);
    }
  });

  it('writes differently for each tone', async () => {
    const texts = await Promise.all(
      TONES.map(
        async (tone) =>
          (await writer.writeCaption({ image: red, tone, hashtags: 4 }, notCancelled)).text,
      ),
    );
    expect(new Set(texts).size).toBe(TONES.length);
    expect(new Set(texts.map((t) => t.split('\n\n')[0])).size).toBe(TONES.length);
  });

  it.each(TONES)('names the context in the first sentence (%s)', async (tone) => {
    const { text } = await writer.writeCaption(
      {
        image: red,
        tone,
        hashtags: 2,
        context: '  The Aurora   Desk Lamp ',
      },
      notCancelled,
    );
    expect(firstSentence(text)).toContain('The Aurora Desk Lamp');
  });

  it('keeps a # in the context out of the prose, so the hashtag count stays exact', async () => {
    const { text } = await writer.writeCaption(
      {
        image: red,
        tone: 'playful',
        hashtags: 3,
        context: 'Mug #2',
      },
      notCancelled,
    );
    expect(hashtagsOf(text)).toHaveLength(3);
  });

  it('is deterministic for the same inputs', async () => {
    const input = { image: red, tone: 'playful' as const, hashtags: 6, context: 'Ceramic Mug' };
    const a = await writer.writeCaption(input, notCancelled);
    const b = await writer.writeCaption(input, notCancelled);
    expect(a.text).toBe(b.text);
  });

  it.each([-1, 2.5, MAX_HASHTAGS + 1])('refuses %p hashtags without retrying', async (hashtags) => {
    const attempt = writer.writeCaption({ image: red, tone: 'friendly', hashtags }, notCancelled);
    await expect(attempt).rejects.toBeInstanceOf(ProviderError);
    await expect(attempt).rejects.toMatchObject({ retryable: false });
  });

  it('refuses bytes that are not an image, without retrying', async () => {
    await expect(
      writer.writeCaption(
        { image: Buffer.from('nope'), tone: 'friendly', hashtags: 1 },
        notCancelled,
      ),
    ).rejects.toMatchObject({ retryable: false, code: 'invalid_image' });
  });
});
