/**
 * One case of the cutout benchmark (cutout.ts), in its own process so that its peak memory is its
 * own: `cutout-case.ts cutout|resize PHOTO`. One warm-up, then RUNS timed runs; the result goes
 * to the parent over IPC.
 */
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import sharp from 'sharp';
import { LocalMlBackgroundRemover } from '@studio/orchestrator/providers/local/local-ml-background-remover';

export interface CaseResult {
  medianMs: number;
  runs: number;
  /** The process's maximum resident set size, in KiB. */
  peakRssKb: number;
  model?: string;
  loadMs?: number;
}

const RUNS = 5;

async function run(): Promise<void> {
  const [kind, photoPath] = process.argv.slice(2);
  const photo = await readFile(photoPath!);
  const signal = new AbortController().signal;
  let once: () => Promise<unknown>;
  let extra: Partial<CaseResult> = {};
  if (kind === 'cutout') {
    const remover = new LocalMlBackgroundRemover({
      size: 'quantised',
      threads: os.availableParallelism(),
    });
    const started = performance.now();
    await remover.warmUp();
    extra = { model: remover.model, loadMs: performance.now() - started };
    once = () => remover.removeBackground(photo, { signal });
  } else {
    // The same decode and the same output size and format as the cut-out's.
    once = () =>
      sharp(photo)
        .resize(2048, 2048, { fit: 'inside', kernel: 'lanczos3' })
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

run().catch((error) => {
  console.error(error);
  process.exit(1);
});
