/**
 * Benchmark: what a local-ml cut-out costs. In one run, on this machine, for one 12-megapixel
 * photo (4000 × 3000 JPEG): the median time of a cut-out (LocalMlBackgroundRemover, the worker's
 * default, quantised ISNet with every core) and of a plain sharp resize of the same photo to the
 * cut-out's output size, each in a fresh child process (image-case.ts) so that each peak memory
 * (maximum resident set size) is its own; then the ratios. Run: npm run bench -- cutout.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runImageCase } from './image-case';
import { twelveMegapixelPhoto } from './twelve-megapixel-photo';
import { type BenchFigure } from './bench-report';

export async function run(): Promise<BenchFigure[]> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'studio-bench-cutout-'));
  try {
    const { photo, photoPath } = await twelveMegapixelPhoto(work);
    const resize = await runImageCase(photoPath, { kind: 'resize', size: 2048 });
    const cutout = await runImageCase(photoPath, { kind: 'cutout' });
    const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;
    console.log(
      `photo: 4000 x 3000 JPEG, ${(photo.length / 1e6).toFixed(1)} MB; ${os.availableParallelism()} cores`,
    );
    console.log(
      `sharp resize to 2048 px (PNG): median ${resize.medianMs.toFixed(0)} ms over ${resize.runs} runs, peak RSS ${mb(resize.peakRssKb)}`,
    );
    console.log(
      `local-ml cut-out (${cutout.model}):  median ${cutout.medianMs.toFixed(0)} ms over ${cutout.runs} runs, peak RSS ${mb(cutout.peakRssKb)} (model load ${cutout.loadMs!.toFixed(0)} ms)`,
    );
    console.log(
      `ratio (cut-out / resize):       time ${(cutout.medianMs / resize.medianMs).toFixed(1)}x, peak RSS ${(cutout.peakRssKb / resize.peakRssKb).toFixed(1)}x`,
    );
    return [
      {
        benchmark: 'cutout',
        measure: `local-ml cut-out of a 12-megapixel JPEG (peak RSS ${mb(cutout.peakRssKb)})`,
        value: `${cutout.medianMs.toFixed(0)} ms`,
        baseline: `sharp resize of the same file, ${resize.medianMs.toFixed(0)} ms`,
        ratio: cutout.medianMs / resize.medianMs,
      },
    ];
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
