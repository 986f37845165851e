import sharp from 'sharp';
import { pixelAt, productPhoto } from '@studio/infra/testing/test-images';
import { SOCIAL_FORMATS } from '@studio/workflows/graph/node-catalogue';
import { toSocialFormat } from '../images/social-formats';
import { blurPadded, paddingMarks } from './blur-padding';

const formats = Object.keys(SOCIAL_FORMATS) as (keyof typeof SOCIAL_FORMATS)[];

/** A wide photo with a red product on the left and a blue one on the right. */
async function twoProducts(): Promise<Buffer> {
  const block = (colour: string) =>
    sharp({ create: { width: 80, height: 120, channels: 3, background: colour } })
      .png()
      .toBuffer();
  return sharp({ create: { width: 600, height: 300, channels: 3, background: '#e6e6e6' } })
    .composite([
      { input: await block('#c0392b'), left: 30, top: 90 },
      { input: await block('#1f4e9c'), left: 490, top: 90 },
    ])
    .jpeg()
    .toBuffer();
}

async function countPixels(image: Buffer, test: (r: number, g: number, b: number) => boolean) {
  const { data } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let i = 0; i < data.length; i += 3) if (test(data[i]!, data[i + 1]!, data[i + 2]!)) count++;
  return count;
}

describe('toSocialFormat', () => {
  it('sizes to the standard formats (the catalogue’s)', () => {
    expect(SOCIAL_FORMATS).toMatchObject({
      square: { width: 1080, height: 1080 },
      story: { width: 1080, height: 1920 },
      landscape: { width: 1200, height: 628 },
    });
  });

  it.each(formats)('makes an opaque PNG of exactly the %s size', async (format) => {
    const out = await toSocialFormat(await productPhoto(), { format });
    const meta = await sharp(out).metadata();
    expect(meta).toMatchObject({
      format: 'png',
      width: SOCIAL_FORMATS[format].width,
      height: SOCIAL_FORMATS[format].height,
      hasAlpha: false,
    });
  });

  it('keeps the whole photo in a story made from a wide photo, its backdrop extended', async () => {
    const out = await toSocialFormat(await twoProducts(), { format: 'story' });
    // Both products survive (a crop to 9:16 would have lost at least one of them).
    expect(await countPixels(out, (r, g, b) => r > 150 && g < 90 && b < 90)).toBeGreaterThan(1000);
    expect(await countPixels(out, (r, g, b) => b > 120 && r < 80 && g < 110)).toBeGreaterThan(1000);
    // Above and below the photo: its own backdrop, the same grey, undimmed, rather than bars.
    expect(await pixelAt(out, 540, 100)).toEqual([0xe6, 0xe6, 0xe6]);
    expect(await pixelAt(out, 540, 1820)).toEqual([0xe6, 0xe6, 0xe6]);
  });

  it('never pads with a blurred copy of the image, and leaves no seam on a plain backdrop', async () => {
    const story = SOCIAL_FORMATS.story;
    // Hard black-and-white stripes: a blurred, enlarged copy of them is a grey smear.
    const stripes = Array.from(
      { length: 30 },
      (_, i) => `<rect x="${i * 20}" width="10" height="300" fill="#000"/>`,
    ).join('');
    const photo = await sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300"><rect width="600" height="300" fill="#fff"/>${stripes}</svg>`,
      ),
    )
      .flatten({ background: '#fff' })
      .png()
      .toBuffer();
    const out = await toSocialFormat(photo, { format: 'story' });
    const padded = await blurPadded(photo, story);
    expect((await paddingMarks(padded, story)).detail).toBeLessThan(0.3);
    // No band of the output is the blurred copy: it is the image's own edge colour, flat.
    const { data } = await sharp(out).greyscale().raw().toBuffer({ resolveWithObject: true });
    const band = data.subarray(0, story.width * 300);
    expect(new Set(band).size).toBe(1);
    const copy = await sharp(padded).greyscale().raw().toBuffer();
    const differing = [...band].filter((v, i) => Math.abs(v - copy[i]!) > 40).length;
    expect(differing / band.length).toBeGreaterThan(0.9);

    // On a plain studio backdrop the extension runs on from the photo without a line.
    const plain = await toSocialFormat(await productPhoto(), { format: 'story' });
    expect((await paddingMarks(plain, story)).seam).toBeLessThan(2);
  });

  it('crops instead when the aspect ratios are close, so the frame stays sharp edge to edge', async () => {
    // 5:4 to 1:1 keeps 80% of the photo: an attention crop.
    const out = await toSocialFormat(await productPhoto({ width: 500, height: 400 }), {
      format: 'square',
    });
    // The corners are the photo's own backdrop, undimmed.
    expect(await pixelAt(out, 0, 0)).toEqual([0xe6, 0xe6, 0xe6]);
    expect(await pixelAt(out, 1079, 1079)).toEqual([0xe6, 0xe6, 0xe6]);
    const [r, g] = await pixelAt(out, 540, 540);
    expect(r).toBeGreaterThan(150);
    expect(g).toBeLessThan(90);
  });

  it('puts a cut-out on white', async () => {
    const cutOut = await sharp({
      create: {
        width: 100,
        height: 200,
        channels: 4,
        background: { r: 20, g: 90, b: 200, alpha: 1 },
      },
    })
      .extend({ left: 100, right: 100, background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
    const out = await toSocialFormat(cutOut, { format: 'landscape' });
    expect(await pixelAt(out, 5, 314)).toEqual([255, 255, 255]);
    expect((await pixelAt(out, 600, 314))[2]).toBeGreaterThan(150);
  });

  it('is deterministic, so a retried activity writes the same file', async () => {
    const photo = await twoProducts();
    const a = await toSocialFormat(photo, { format: 'landscape' });
    const b = await toSocialFormat(photo, { format: 'landscape' });
    expect(a.equals(b)).toBe(true);
  });
});
