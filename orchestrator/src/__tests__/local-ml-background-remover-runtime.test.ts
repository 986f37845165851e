import { spawn } from 'node:child_process';
import path from 'node:path';
import { mugOnWallAndTable } from '@studio/infra/testing/product-photos';
import { ISNET_SIDE, loadIsnet, predictForeground } from '../providers/local/isnet-model';
import { ALL_REPAIRS } from '../images/cutout-repair/repair-cutout';
import { LocalMlBackgroundRemover } from '../providers/local/local-ml-background-remover';
import { RememberedCutouts } from '../providers/local/remembered-cutouts';
import { notCancelled } from './provider-calls';

// How the offline cut-out runs (its queue, its thread, the process it lives in), apart from what
// it cuts (local-ml-background-remover.test.ts): each file loads the model once, and each stays
// within a test file's time budget on a slow machine.

const OPTIONS = { size: 'quantised', threads: 2 } as const;
const remover = new LocalMlBackgroundRemover(OPTIONS, ALL_REPAIRS, RememberedCutouts.none());

describe('LocalMlBackgroundRemover at work (ISNet, offline)', () => {
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
