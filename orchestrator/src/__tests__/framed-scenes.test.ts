import sharp from 'sharp';
import { SOCIAL_FORMATS } from '@studio/workflows/graph/node-catalogue';
import { makePackshot } from '../images/packshot';
import { type SceneStyle } from '../providers/capabilities';
import { renderLocalScene } from '../providers/local/local-scene-generator';
import { blurPadded, isDrawnForFrame, paddingMarks } from './blur-padding';
import { styleLabel } from './scene-checks';

/*
 * Issue 33 (4): each social format is drawn at its own shape by the scene itself, with the
 * product placed for that frame; a packshot extends its backdrop. No blur padding: the bands a
 * contained square would leave show neither of its marks — a seam where the square would end and
 * no detail (a copy blurred by a fortieth of the frame has none) — and the check is shown to
 * catch the blur padding of the same square scene.
 */

const signal = new AbortController().signal;
/** A bottle cut out: a brown body and a dark cap on transparency. */
const bottle = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="600">
        <rect x="40" y="150" width="160" height="440" rx="36" fill="#7a4a22"/>
        <rect x="90" y="20" width="60" height="140" rx="8" fill="#222"/>
        <rect x="60" y="300" width="120" height="140" fill="#efe6d2"/>
      </svg>`,
    ),
  )
    .png()
    .toBuffer();

const STYLES: SceneStyle[] = [
  { kind: 'pastel-podium', colour: 'mint', podium: 'arch', light: 'right' },
  { kind: 'sunlit-shadow-play', pattern: 'blinds', wall: 'cream', light: 'left' },
  { kind: 'flat-lay', surface: 'wood' },
  { kind: 'prompt', prompt: 'on a sunny beach' },
];
type Frame = { width: number; height: number };
const FRAMES: Frame[] = [SOCIAL_FORMATS.story, SOCIAL_FORMATS.landscape];

describe('a scene drawn for a frame of its own shape', () => {
  it('tells blur padding when it sees it', async () => {
    const square = await renderLocalScene(STYLES[0]!, await bottle(), 1080, signal);
    for (const frame of FRAMES) {
      const padded = await blurPadded(square.image, frame);
      expect(await isDrawnForFrame(padded, frame)).toBe(false);
      expect((await paddingMarks(padded, frame)).detail).toBeLessThan(0.3);
    }
  });

  it.each(
    STYLES.flatMap((style) =>
      FRAMES.map(
        (frame) =>
          [styleLabel(style), `${frame.width}×${frame.height}`, style, frame] as [
            string,
            string,
            SceneStyle,
            Frame,
          ],
      ),
    ),
  )(
    '%s at %s: the set fills the frame, the product stands whole inside it',
    async (_label, _size, style, frame) => {
      const product = await bottle();
      const framed = await renderLocalScene(style, product, 1080, signal, frame);
      expect(await sharp(framed.image).metadata()).toMatchObject({
        width: frame.width,
        height: frame.height,
      });
      // Whole, with room round it: never touching or cut by the frame's edges.
      const { rect } = framed;
      const margin = 0.02 * Math.min(frame.width, frame.height);
      expect(rect.left).toBeGreaterThanOrEqual(margin);
      expect(rect.top).toBeGreaterThanOrEqual(margin);
      expect(rect.left + rect.width).toBeLessThanOrEqual(frame.width - margin);
      expect(rect.top + rect.height).toBeLessThanOrEqual(frame.height - margin);
      // Placed for the frame: it takes a good part of it, as it does of the square.
      expect(rect.height / frame.height).toBeGreaterThan(0.3);
      expect(await paddingMarks(framed.image, frame)).toEqual({
        seam: expect.any(Number),
        detail: expect.any(Number),
      });
      expect(await isDrawnForFrame(framed.image, frame)).toBe(true);
    },
  );

  it('extends a packshot’s backdrop to the frame, the product as framed in the square', async () => {
    const product = await bottle();
    for (const frame of FRAMES) {
      const shot = await makePackshot(product, {
        size: 1080,
        frame,
        background: 'white',
        shadow: true,
      });
      const { data, info } = await sharp(shot)
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([frame.width, frame.height]);
      // The outer bands are the packshot's own white, edge to edge (blur padding dims them).
      const band = Math.floor(
        (Math.max(frame.width, frame.height) - Math.min(frame.width, frame.height)) / 2,
      );
      for (const [x, y] of [
        [0, 0],
        [frame.width - 1, frame.height - 1],
        frame.width > frame.height ? [band - 1, frame.height / 2] : [frame.width / 2, band - 1],
      ] as const) {
        const i = (Math.floor(y) * info.width + Math.floor(x)) * 3;
        expect([data[i], data[i + 1], data[i + 2]]).toEqual([255, 255, 255]);
      }
    }
  });
});
