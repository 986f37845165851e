import sharp from 'sharp';
import { pixelAt } from '@studio/infra/testing/test-images';
import { composite, type CompositePosition } from '../images/composite';

const RED = [200, 30, 30];
const WHITE = [255, 255, 255];

function plain(width: number, height: number, background: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

describe('composite', () => {
  // Background 400×200: short side 200, margin 10. At scale 0.5 the red square is 100×100.
  it.each<[CompositePosition, [number, number], [number, number]]>([
    // position, a point inside the foreground, a point that is still background
    ['centre', [200, 100], [120, 100]],
    ['left', [15, 100], [200, 100]],
    ['right', [385, 100], [200, 100]],
    ['top', [200, 15], [200, 150]],
    ['bottom', [200, 185], [200, 40]],
  ])('places the foreground at the %s', async (position, inside, outside) => {
    const out = await composite(await plain(400, 200, '#fff'), {
      foreground: await plain(40, 40, '#c81e1e'),
      scale: 0.5,
      position,
    });
    expect(await sharp(out).metadata()).toMatchObject({ format: 'png', width: 400, height: 200 });
    expect(await pixelAt(out, ...inside)).toEqual(RED);
    expect(await pixelAt(out, ...outside)).toEqual(WHITE);
  });

  it('scales the foreground to a share of the background’s short side, keeping its proportions', async () => {
    const out = await composite(await plain(400, 200, '#fff'), {
      foreground: await plain(100, 50, '#c81e1e'), // 2:1
      scale: 0.25, // 50 px box: 50×25
      position: 'centre',
    });
    const { data, info } = await sharp(out)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    let red = 0;
    for (let i = 0; i < info.width * info.height; i++) if (data[i * 3 + 1]! < 100) red++;
    expect(red).toBe(50 * 25);
  });

  it('scales and places what is visible: transparent margins of a cut-out are ignored', async () => {
    const cutOut = await sharp(await plain(20, 20, '#c81e1e'))
      .extend({
        top: 10,
        bottom: 70,
        left: 50,
        right: 30,
        background: { r: 0, g: 0, b: 0, alpha: 0 },
      })
      .png()
      .toBuffer();
    const out = await composite(await plain(200, 200, '#fff'), {
      foreground: cutOut,
      scale: 0.5,
      position: 'centre',
    });
    // The red square itself is 100×100 in the middle.
    expect(await pixelAt(out, 52, 100)).toEqual(RED);
    expect(await pixelAt(out, 147, 100)).toEqual(RED);
    expect(await pixelAt(out, 100, 52)).toEqual(RED);
    expect(await pixelAt(out, 100, 45)).toEqual(WHITE);
  });

  it('keeps the foreground’s transparency', async () => {
    const ring = await sharp({
      create: { width: 20, height: 20, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .extend({ top: 20, bottom: 20, left: 20, right: 20, background: '#c81e1e' })
      .png()
      .toBuffer();
    const out = await composite(await plain(200, 200, '#fff'), {
      foreground: ring,
      scale: 0.6,
      position: 'centre',
    });
    expect(await pixelAt(out, 100, 100)).toEqual(WHITE);
    expect(await pixelAt(out, 100, 60)).toEqual(RED);
  });

  it('never places the foreground outside the background', async () => {
    const out = await composite(await plain(200, 200, '#fff'), {
      foreground: await plain(40, 40, '#c81e1e'),
      scale: 1,
      position: 'bottom',
    });
    expect(await pixelAt(out, 0, 0)).toEqual(RED);
    expect(await pixelAt(out, 199, 199)).toEqual(RED);
  });

  it.each([0.01, 1.5, Number.NaN])('refuses scale %p', async (scale) => {
    const background = await plain(100, 100, '#fff');
    await expect(
      composite(background, { foreground: background, scale, position: 'centre' }),
    ).rejects.toThrow(RangeError);
  });
});
