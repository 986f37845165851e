/**
 * The local moderator flags exactly one thing, by a documented rule, so that tests (and anyone
 * trying the app offline) can exercise the sensitive-content path (E005) on purpose:
 *
 *   An image is flagged, with `categories: ['test-marker']`, when at least 60% of its pixels are
 *   pure magenta #FF00FF, give or take a small distance (each of R and B at least 215, G at most
 *   40: within 40 of the marker on every channel, which survives JPEG compression and resizing).
 *
 * Transparent pixels count as not magenta. Nothing else is ever flagged: this is a test marker,
 * not a content classifier. The rule is also described in orchestrator/README.md.
 */
import sharp from 'sharp';
import { type CallOptions, type ModerationResult, type Moderator } from '../capabilities';
import { undecodable } from './local-background-remover';

export const LOCAL_MODERATION_MODEL = 'local-magenta-marker-v1';
/** Share of pixels that must be magenta for the image to be flagged. */
export const MAGENTA_SHARE = 0.6;
/** How far each channel may be from #FF00FF and still count as magenta. */
export const MAGENTA_TOLERANCE = 40;
/** Images are checked at most this large on their long side: a share does not need every pixel. */
const SAMPLE_SIDE = 256;

export class LocalModerator implements Moderator {
  async moderate(image: Buffer, { signal }: CallOptions): Promise<ModerationResult> {
    signal.throwIfAborted();
    let share: number;
    try {
      share = await magentaShare(image);
    } catch (error) {
      throw undecodable(error);
    }
    signal.throwIfAborted();
    const flagged = share >= MAGENTA_SHARE;
    return {
      flagged,
      categories: flagged ? ['test-marker'] : [],
      provider: 'local',
      model: LOCAL_MODERATION_MODEL,
    };
  }
}

async function magentaShare(image: Buffer): Promise<number> {
  const { data, info } = await sharp(image)
    .autoOrient()
    .resize(SAMPLE_SIDE, SAMPLE_SIDE, {
      fit: 'inside',
      withoutEnlargement: true,
      kernel: 'nearest',
    })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = info.width * info.height;
  let magenta = 0;
  for (let i = 0; i < pixels; i++) {
    const o = i * 4;
    if (
      data[o + 3]! >= 128 &&
      data[o]! >= 255 - MAGENTA_TOLERANCE &&
      data[o + 1]! <= MAGENTA_TOLERANCE &&
      data[o + 2]! >= 255 - MAGENTA_TOLERANCE
    ) {
      magenta++;
    }
  }
  return magenta / pixels;
}
