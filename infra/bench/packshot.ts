/**
 * Benchmark: what a packshot of a phone's photo costs. In one run, for one 12-megapixel photo
 * (4000 × 3000 JPEG), each case in a fresh child process (image-case.ts) so that each peak memory
 * (maximum resident set size) is its own:
 *  - the packshot node's handler with the classic cut-out (the offline, permissive remover), and
 *  - the same handler with the worker's default remover (local-ml, ISNet on every core),
 * both at the worker's packshot size (1024 px, PNG), against a plain sharp resize of the same file
 * to the same size and format. Goal (issue 16): ≤ 2.0× the resize's time and ≤ 300 MB peak.
 * Run: npm run bench -- packshot.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type CaseResult, runImageCase } from './image-case';
import { twelveMegapixelPhoto } from './twelve-megapixel-photo';
import { type BenchFigure } from './bench-report';

/** The worker's PACKSHOT_SIZE default. */
const SIZE = 1024;
const GOAL_RATIO = 2;
const GOAL_PEAK_MB = 300;

const mb = (kb: number) => kb / 1024;

function figure(name: string, packshot: CaseResult, resize: CaseResult): BenchFigure {
  const ratio = packshot.medianMs / resize.medianMs;
  const peak = mb(packshot.peakRssKb);
  return {
    benchmark: 'packshot',
    measure: `${name}, 12-megapixel JPEG (peak RSS ${peak.toFixed(0)} MB)`,
    value: `${packshot.medianMs.toFixed(0)} ms`,
    baseline: `sharp resize to ${SIZE} px, ${resize.medianMs.toFixed(0)} ms, ${mb(resize.peakRssKb).toFixed(0)} MB`,
    ratio,
    goal: `≤ ${GOAL_RATIO.toFixed(1)}x, ≤ ${GOAL_PEAK_MB} MB`,
    met: ratio <= GOAL_RATIO && peak <= GOAL_PEAK_MB,
  };
}

export async function run(): Promise<BenchFigure[]> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'studio-bench-packshot-'));
  try {
    const { photo, photoPath } = await twelveMegapixelPhoto(work);
    const resize = await runImageCase(photoPath, { kind: 'resize', size: SIZE });
    const classic = await runImageCase(photoPath, {
      kind: 'packshot',
      remover: 'classic',
      size: SIZE,
    });
    const localMl = await runImageCase(photoPath, {
      kind: 'packshot',
      remover: 'local-ml',
      size: SIZE,
    });
    console.log(
      `photo: 4000 x 3000 JPEG, ${(photo.length / 1e6).toFixed(1)} MB; ${os.availableParallelism()} cores; medians of ${resize.runs} runs after a warm-up`,
    );
    for (const [label, result] of [
      [`sharp resize to ${SIZE} px (PNG)`, resize],
      ['packshot, classic cut-out', classic],
      [`packshot, local-ml cut-out (${localMl.model})`, localMl],
    ] as const) {
      console.log(
        `${label.padEnd(44)} ${result.medianMs.toFixed(0).padStart(6)} ms  ${(result.medianMs / resize.medianMs).toFixed(2)}x  peak RSS ${mb(result.peakRssKb).toFixed(0)} MB`,
      );
    }
    return [
      figure('packshot node with the classic cut-out', classic, resize),
      figure('packshot node with the local-ml cut-out', localMl, resize),
    ];
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
