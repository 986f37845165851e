import { spawn } from 'node:child_process';
import path from 'node:path';
import sharp from 'sharp';
import { mugOnWallAndTable } from '@studio/infra/testing/product-photos';
import { ISNET_SIDE, loadIsnet, predictForeground } from '../providers/local/isnet-model';
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

  it('lets a cut-out cancelled while another runs leave the queue at once', async () => {
    const shot = await mugOnWallAndTable();
    const running = remover.removeBackground(shot.photo, notCancelled);
    const controller = new AbortController();
    const waiting = remover.removeBackground(shot.photo, { signal: controller.signal });
    const reason = new Error('run cancelled');
    controller.abort(reason);
    await expect(waiting).rejects.toBe(reason);
    await expect(running).resolves.toMatchObject({ model: 'isnet-quantised' });
  });
  it('runs the model off the main thread: timers keep firing while it works', async () => {
    // A heartbeat is a timer on the worker's main thread: an inference that held that thread
    // (onnxruntime-node runs synchronously where it is called) stopped heartbeats for its whole
    // length, over 10 s on a busy machine, and the node was timed out.
    const model = await loadIsnet(OPTIONS);
    const rgb = Buffer.alloc(ISNET_SIDE * ISNET_SIDE * 3, 128);
    let ticks = 0;
    const timer = setInterval(() => ticks++, 20);
    const started = performance.now();
    await predictForeground(model, rgb, notCancelled.signal);
    const elapsed = performance.now() - started;
    clearInterval(timer);
    // At least half the ticks a free thread would have had.
    expect(ticks).toBeGreaterThanOrEqual(Math.floor(elapsed / 20 / 2));
    expect(elapsed).toBeGreaterThan(100); // the model did run meanwhile
  });
  it('lets a process with the model loaded end once it has nothing left to do', async () => {
    // The model thread holds the process only while it loads or answers: a Jest run whose tests
    // had loaded it never ended.
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(__dirname, 'fixtures', 'predict-then-end.ts')],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect([code, output]).toEqual([0, `mask ${ISNET_SIDE * ISNET_SIDE}\n`]);
  });
});
