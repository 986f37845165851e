/**
 * Benchmark: how well the cut-out keeps the product, on photos of what creators shoot
 * (infra/src/testing/cutout-cases.ts: brown on wood, white on white, black on black, holes, thin
 * parts, gloss, glass, wool, hard shadows, a second object, grain, blur and JPEG), each drawn with
 * the alpha a perfect cut-out would have. Each case's cut-out is scored against that truth
 * (infra/src/testing/cutout-score.ts: IoU, alpha MAE, boundary F within 3 px, debris) and the
 * table is printed worst case first. Goals on every case: IoU ≥ 0.95, MAE ≤ 0.03, debris ≤ 0.5 %
 * of the frame. Run: npm run bench -- cutout-quality.
 *
 * CUTOUT_REMOVERS (comma-separated: quantised, fp16, classic; default quantised, the worker's
 * default) compares removers on the same cases: quality beside seconds a cut-out. Every cut-out
 * is kept on a checkerboard beside its photo in data/bench/cutout-quality/ to be looked at.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { type BackgroundRemover } from '@studio/orchestrator/providers/capabilities';
import {
  ALL_REPAIRS,
  type RepairSteps,
} from '@studio/orchestrator/images/cutout-repair/repair-cutout';
import { LocalBackgroundRemover } from '@studio/orchestrator/providers/local/local-background-remover';
import { LocalMlBackgroundRemover } from '@studio/orchestrator/providers/local/local-ml-background-remover';
import { RememberedCutouts } from '@studio/orchestrator/providers/local/remembered-cutouts';
import { cutoutCases, type CutoutCase } from '../src/testing/cutout-cases';
import { type CutoutScore, scoreCutout } from '../src/testing/cutout-score';
import { REPO_ROOT } from '../src/paths';
import { type BenchFigure } from './bench-report';

const GOALS = { iou: 0.95, mae: 0.03, debris: 0.005 };
const GOAL_TEXT = 'IoU ≥ 0.95, MAE ≤ 0.03, debris ≤ 0.5 %';

interface Row extends CutoutScore {
  name: string;
  hard: string;
  remover: string;
  ms: number;
}

function removerFor(name: string): BackgroundRemover & { model: string } {
  if (name === 'classic') {
    return Object.assign(new LocalBackgroundRemover(), { model: 'classic-flood-fill' });
  }
  if (name !== 'quantised' && name !== 'fp16') throw new Error(`Unknown remover "${name}"`);
  return new LocalMlBackgroundRemover(
    { size: name, threads: os.availableParallelism() },
    repairSteps(),
    // Nothing remembered: each timed cut-out runs the model.
    RememberedCutouts.none(),
  );
}

/**
 * CUTOUT_REPAIRS (comma-separated names of RepairSteps, or `none`) runs only those repairs of
 * the model's mask, to measure what each buys; all of them by default.
 */
function repairSteps(): RepairSteps {
  const chosen = process.env.CUTOUT_REPAIRS;
  if (chosen === undefined) return ALL_REPAIRS;
  const names = chosen.split(',').map((s) => s.trim());
  const steps = { ...ALL_REPAIRS };
  for (const step of Object.keys(steps) as Array<keyof RepairSteps>) {
    steps[step] = names.includes(step);
  }
  return steps;
}

/** The cut-out's alpha, in the photo's frame (every remover keeps the frame, scaled at most). */
async function alphaOf(cutOut: Buffer, width: number, height: number): Promise<Uint8Array> {
  const alpha = await sharp(cutOut)
    .ensureAlpha()
    .extractChannel('alpha')
    .resize(width, height, { fit: 'fill' })
    .raw()
    .toBuffer();
  return new Uint8Array(alpha.buffer, alpha.byteOffset, alpha.length);
}

/** The photo and the cut-out on a checkerboard, side by side, for a person to judge. */
async function keepForLooking(dir: string, c: CutoutCase, cutOut: Buffer, remover: string) {
  const { width, height } = c;
  const square = 16;
  const board = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const v = (Math.floor(x / square) + Math.floor(y / square)) % 2 ? 205 : 245;
      board.fill(v, (y * width + x) * 3, (y * width + x) * 3 + 3);
    }
  }
  const fitted = await sharp(cutOut).resize(width, height, { fit: 'fill' }).png().toBuffer();
  const onBoard = await sharp(board, { raw: { width, height, channels: 3 } })
    .composite([{ input: fitted }])
    .png()
    .toBuffer();
  await sharp({ create: { width: width * 2, height, channels: 3, background: '#fff' } })
    .composite([
      { input: c.photo, left: 0, top: 0 },
      { input: onBoard, left: width, top: 0 },
    ])
    .png()
    .toFile(path.join(dir, `${c.name}.${remover}.png`));
}

const meets = (r: CutoutScore) =>
  r.iou >= GOALS.iou && r.mae <= GOALS.mae && r.debris <= GOALS.debris;

/** Worst first: the lowest IoU, then the highest MAE. */
const worstFirst = (a: Row, b: Row) => a.iou - b.iou || b.mae - a.mae;

export async function run(): Promise<BenchFigure[]> {
  const removers = (process.env.CUTOUT_REMOVERS ?? 'quantised').split(',').map((s) => s.trim());
  const cases = await cutoutCases();
  const dir = path.join(REPO_ROOT, 'data', 'bench', 'cutout-quality');
  await mkdir(dir, { recursive: true });
  const signal = new AbortController().signal;
  const rows: Row[] = [];
  for (const name of removers) {
    const remover = removerFor(name);
    if (remover instanceof LocalMlBackgroundRemover) await remover.warmUp();
    for (const c of cases) {
      const started = performance.now();
      const { image } = await remover.removeBackground(c.photo, { signal });
      const ms = performance.now() - started;
      const alpha = await alphaOf(image, c.width, c.height);
      rows.push({
        name: c.name,
        hard: c.hard,
        remover: remover.model,
        ms,
        ...scoreCutout(alpha, c.truth, c.width, c.height),
      });
      await keepForLooking(dir, c, image, name);
    }
  }
  rows.sort(worstFirst);
  const pct = (v: number) => `${(v * 100).toFixed(2)} %`;
  const table = [
    '| case | remover | IoU | MAE | boundary F (3 px) | debris | ms | goals |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.remover} | ${r.iou.toFixed(3)} | ${r.mae.toFixed(4)} | ${r.boundaryF.toFixed(3)} | ${pct(r.debris)} | ${r.ms.toFixed(0)} | ${meets(r) ? 'met' : 'missed'} |`,
    ),
  ].join('\n');
  console.log(table);
  await writeFile(path.join(dir, 'table.md'), `${table}\n`);
  console.log(`Cut-outs beside their photos: ${dir}`);
  return rows.map((r) => ({
    benchmark: 'cutout-quality',
    measure: `${r.name} (${r.hard}), ${r.remover}`,
    value: `IoU ${r.iou.toFixed(3)}, MAE ${r.mae.toFixed(4)}, F ${r.boundaryF.toFixed(3)}, debris ${pct(r.debris)}`,
    goal: GOAL_TEXT,
    met: meets(r),
  }));
}
