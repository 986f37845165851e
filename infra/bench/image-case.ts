/**
 * One case of the image benchmarks (cutout.ts, packshot.ts), in its own process so that its peak
 * memory is its own. One warm-up, then RUNS timed runs; the result goes to the parent over IPC.
 *   image-case.ts cutout PHOTO                       the worker's default cut-out (local-ml)
 *   image-case.ts resize PHOTO SIZE                  a plain sharp resize to SIZE px, PNG
 *   image-case.ts packshot PHOTO REMOVER SIZE        the packshot node's handler, as the worker
 *                                                    runs it, with REMOVER (local-ml | classic)
 */
import { fork } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { LocalMlBackgroundRemover } from '@studio/orchestrator/providers/local/local-ml-background-remover';
import { RememberedCutouts } from '@studio/orchestrator/providers/local/remembered-cutouts';
import { ALL_REPAIRS } from '@studio/orchestrator/images/cutout-repair/repair-cutout';
import { LocalBackgroundRemover } from '@studio/orchestrator/providers/local/local-background-remover';
import { type AiProviders } from '@studio/orchestrator/providers/capabilities';
import { NODE_HANDLERS, type NodeContext } from '@studio/orchestrator/nodes/node-handlers';

export interface CaseResult {
  medianMs: number;
  runs: number;
  /** The process's maximum resident set size, in KiB. */
  peakRssKb: number;
  model?: string;
  loadMs?: number;
}

export type ImageCase =
  | { kind: 'cutout' }
  | { kind: 'resize'; size: number }
  | { kind: 'packshot'; remover: 'local-ml' | 'classic'; size: number };

const RUNS = 5;

/** Runs one case in a fresh child process and answers its figures. */
export function runImageCase(photoPath: string, imageCase: ImageCase): Promise<CaseResult> {
  const args = [imageCase.kind, photoPath];
  if (imageCase.kind === 'packshot') args.push(imageCase.remover);
  if (imageCase.kind !== 'cutout') args.push(String(imageCase.size));
  const child = fork(path.join(__dirname, 'image-case.ts'), args, {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    let result: CaseResult | undefined;
    child.on('message', (message) => (result = message as CaseResult));
    child.on('error', reject);
    child.on('exit', (code) =>
      result ? resolve(result) : reject(new Error(`${args.join(' ')} exited with ${code}`)),
    );
  });
}

/** The worker's default remover, loaded as the worker loads it (once, before the first call). */
async function localMl(): Promise<{ remover: LocalMlBackgroundRemover; loadMs: number }> {
  // Nothing remembered: every timed cut-out runs the model.
  const remover = new LocalMlBackgroundRemover(
    { size: 'quantised', threads: os.availableParallelism() },
    ALL_REPAIRS,
    RememberedCutouts.none(),
  );
  const started = performance.now();
  await remover.warmUp();
  return { remover, loadMs: performance.now() - started };
}

/** The packshot node's own handler, given the photo as its input and keeping its output. */
function packshotNode(
  photo: Buffer,
  remover: AiProviders['backgroundRemover'],
  size: number,
): () => Promise<unknown> {
  const ctx = {
    params: { background: 'white', shadow: true, shape: 'square', hd: false },
    inputs: { image: { kind: 'image', fileKey: 'photo' } },
    // The packshot handler uses the background remover only.
    providers: { backgroundRemover: remover } as AiProviders,
    imageSize: size,
    signal: new AbortController().signal,
    load: () => Promise.resolve(photo),
    save: () => Promise.resolve('packshot'),
  } as NodeContext<'image.packshot'>;
  return () => NODE_HANDLERS['image.packshot'](ctx);
}

async function measure(): Promise<void> {
  const [kind, photoPath, ...rest] = process.argv.slice(2);
  const photo = await readFile(photoPath!);
  const signal = new AbortController().signal;
  let once: () => Promise<unknown>;
  let extra: Partial<CaseResult> = {};
  if (kind === 'cutout') {
    const { remover, loadMs } = await localMl();
    extra = { model: remover.model, loadMs };
    once = () => remover.removeBackground(photo, { signal });
  } else if (kind === 'packshot') {
    const [removerName, size] = rest;
    if (removerName === 'local-ml') {
      const { remover, loadMs } = await localMl();
      extra = { model: remover.model, loadMs };
      once = packshotNode(photo, remover, Number(size));
    } else {
      once = packshotNode(photo, new LocalBackgroundRemover(), Number(size));
    }
  } else {
    const size = Number(rest[0]);
    // The same decode and an output of the same size and format as the case it is compared with.
    once = () =>
      sharp(photo)
        .resize(size, size, { fit: 'inside', kernel: 'lanczos3' })
        .ensureAlpha()
        .png()
        .toBuffer();
  }
  await once();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await once();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const result: CaseResult = {
    medianMs: times[Math.floor(times.length / 2)]!,
    runs: RUNS,
    peakRssKb: process.resourceUsage().maxRSS,
    ...extra,
  };
  process.send!(result);
}

if (require.main === module) {
  measure().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
