import sharp from 'sharp';
import { productPhoto } from '@studio/infra/testing/test-images';
import { LocalModerator, MAGENTA_SHARE } from '../providers/local/local-moderator';
import { notCancelled } from './provider-calls';

/** A 100×100 image whose top `share` of rows is magenta (#FF00FF) and the rest white. */
async function partlyMagenta(share: number, format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const rows = Math.round(100 * share);
  const band = await sharp({
    create: { width: 100, height: rows, channels: 3, background: '#ff00ff' },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width: 100, height: 100, channels: 3, background: '#ffffff' } })
    .composite([{ input: band, left: 0, top: 0 }])
    .toFormat(format)
    .toBuffer();
}

describe('LocalModerator', () => {
  const moderator = new LocalModerator();

  it('flags a magenta image as the test marker', async () => {
    const result = await moderator.moderate(await partlyMagenta(1), notCancelled);
    expect(result).toEqual({
      flagged: true,
      categories: ['test-marker'],
      provider: 'local',
      model: 'local-magenta-marker-v1',
    });
  });

  it('does not flag a product photo', async () => {
    const result = await moderator.moderate(await productPhoto(), notCancelled);
    expect(result).toMatchObject({ flagged: false, categories: [], provider: 'local' });
  });

  it('flags from 60% magenta pixels, not below', async () => {
    expect(MAGENTA_SHARE).toBe(0.6);
    expect((await moderator.moderate(await partlyMagenta(0.7), notCancelled)).flagged).toBe(true);
    expect((await moderator.moderate(await partlyMagenta(0.6), notCancelled)).flagged).toBe(true);
    expect((await moderator.moderate(await partlyMagenta(0.5), notCancelled)).flagged).toBe(false);
  });

  it('still recognises the marker after JPEG compression', async () => {
    expect((await moderator.moderate(await partlyMagenta(0.8, 'jpeg'), notCancelled)).flagged).toBe(
      true,
    );
  });

  it('does not flag colours merely near magenta (pink, purple)', async () => {
    for (const colour of ['#ff66cc', '#a020f0', '#c000c0']) {
      const image = await sharp({
        create: { width: 50, height: 50, channels: 3, background: colour },
      })
        .png()
        .toBuffer();
      expect((await moderator.moderate(image, notCancelled)).flagged).toBe(false);
    }
  });

  it('does not count transparent magenta', async () => {
    const hidden = await sharp({
      create: {
        width: 50,
        height: 50,
        channels: 4,
        background: { r: 255, g: 0, b: 255, alpha: 0 },
      },
    })
      .png()
      .toBuffer();
    expect((await moderator.moderate(hidden, notCancelled)).flagged).toBe(false);
  });

  it('refuses bytes that are not an image, without retrying', async () => {
    await expect(moderator.moderate(Buffer.from('nope'), notCancelled)).rejects.toMatchObject({
      retryable: false,
      code: 'invalid_image',
    });
  });
});
