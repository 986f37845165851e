import sharp from 'sharp';
import { mugOnWallAndTable } from '@studio/infra/testing/product-photos';
import { loadIsnet } from '../providers/local/isnet-model';
import { ALL_REPAIRS } from '../images/cutout-repair/repair-cutout';
import { LocalMlBackgroundRemover } from '../providers/local/local-ml-background-remover';
import { RememberedCutouts } from '../providers/local/remembered-cutouts';
import { alphaOf, iou } from './alpha-masks';
import { cancelledCall, notCancelled } from './provider-calls';

const OPTIONS = { size: 'quantised', threads: 2 } as const;
// Remembering nothing, so that every call here runs the model (one test below remembers).
const remover = new LocalMlBackgroundRemover(OPTIONS, ALL_REPAIRS, RememberedCutouts.none());

describe('LocalMlBackgroundRemover (ISNet, offline)', () => {
  it('cuts the product out, loading the model once: a second cut-out does not load it again', async () => {
    const shot = await mugOnWallAndTable();
    const first = await remover.removeBackground(shot.photo, notCancelled);
    const model = await loadIsnet(OPTIONS);
    const second = await remover.removeBackground(shot.photo, notCancelled);
    expect(await loadIsnet(OPTIONS)).toBe(model);

    expect(first).toMatchObject({ provider: 'local', model: 'isnet-quantised' });
    const meta = await sharp(first.image).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 640, height: 480, hasAlpha: true });
    const truth = await sharp(shot.mask).extractChannel(0).raw().toBuffer();
    expect(iou(await alphaOf(first.image), truth)).toBeGreaterThan(0.95);
    // Deterministic, so a retried activity writes the same file.
    expect(second.image.equals(first.image)).toBe(true);
  });

  it('keeps an image that is already a cut-out as it is', async () => {
    const cutOut = await sharp({
      create: {
        width: 40,
        height: 40,
        channels: 4,
        background: { r: 200, g: 30, b: 30, alpha: 1 },
      },
    })
      .extend({
        top: 10,
        bottom: 10,
        left: 10,
        right: 10,
        background: { r: 0, g: 0, b: 0, alpha: 0 },
      })
      .png()
      .toBuffer();
    const { image } = await remover.removeBackground(cutOut, notCancelled);
    expect((await alphaOf(image)).equals(await alphaOf(cutOut))).toBe(true);
  });

  it('rejects a cancelled call with the cancellation, and undecodable bytes as invalid_image', async () => {
    const reason = new Error('run cancelled');
    const shot = await mugOnWallAndTable();
    await expect(remover.removeBackground(shot.photo, cancelledCall(reason))).rejects.toBe(reason);
    await expect(remover.removeBackground(Buffer.from('nope'), notCancelled)).rejects.toMatchObject(
      {
        name: 'ProviderError',
        retryable: false,
        code: 'invalid_image',
      },
    );
  });

  it('answers a photo it cut out lately from memory, the same bytes, without the model', async () => {
    const remembering = new LocalMlBackgroundRemover(OPTIONS, ALL_REPAIRS, new RememberedCutouts());
    const shot = await mugOnWallAndTable();
    const first = await remembering.removeBackground(shot.photo, notCancelled);
    const model = jest.spyOn(remembering as unknown as { cutOut: () => unknown }, 'cutOut');
    const again = await remembering.removeBackground(shot.photo, notCancelled);
    expect(model).not.toHaveBeenCalled();
    expect(again).toEqual(first);
    // Each caller has bytes of its own: one writing into its copy changes nobody else's.
    again.image.fill(0);
    const third = await remembering.removeBackground(shot.photo, notCancelled);
    expect(third.image.equals(first.image)).toBe(true);
    // A cancelled call is refused even for a photo it remembers.
    const reason = new Error('run cancelled');
    await expect(remembering.removeBackground(shot.photo, cancelledCall(reason))).rejects.toBe(
      reason,
    );
  });
});
