import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../src/paths';

/** One figure a benchmark measured, beside its baseline from the same run and its goal. */
export interface BenchFigure {
  benchmark: string;
  measure: string;
  /** The figure, with its unit: "412 ms", "23.4/s". */
  value: string;
  /** What it is compared with, measured in the same run: "direct 205 ms". */
  baseline?: string;
  /** value / baseline, printed as "2.01x". */
  ratio?: number;
  goal?: string;
  /** Whether the goal holds; undefined where there is no goal. */
  met?: boolean;
}

/** A suite: provisions what it needs, measures, tears down and answers its figures. */
export type BenchSuite = () => Promise<BenchFigure[]>;

export function markdownTable(figures: BenchFigure[]): string {
  const rows = figures.map((f) => [
    f.benchmark,
    f.measure,
    f.value,
    f.baseline ?? '—',
    f.ratio === undefined ? '—' : `${f.ratio.toFixed(2)}x`,
    f.goal ?? '—',
    f.met === undefined ? '—' : f.met ? 'met' : 'missed',
  ]);
  const header = ['benchmark', 'measure', 'value', 'baseline', 'ratio', 'goal', 'goal met'];
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/**
 * Keeps a run's figures as `data/bench/<date>.json` and `.md` — `<date>-<suite>` when one suite
 * ran — and answers where (without the extension).
 */
export async function writeReport(
  figures: BenchFigure[],
  suite: string | undefined,
  at = new Date(),
): Promise<string> {
  const dir = path.join(REPO_ROOT, 'data', 'bench');
  await mkdir(dir, { recursive: true });
  const base = path.join(dir, `${at.toISOString().slice(0, 10)}${suite ? `-${suite}` : ''}`);
  const machine = { cpus: os.cpus().length, node: process.version };
  await writeFile(
    `${base}.json`,
    JSON.stringify({ at: at.toISOString(), machine, figures }, null, 2),
  );
  await writeFile(`${base}.md`, `# Benchmarks, ${at.toISOString()}\n\n${markdownTable(figures)}\n`);
  return base;
}

/** The median and the 95th percentile of some timings. */
export function percentiles(values: number[]): { median: number; p95: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95) };
}

/** The median of some timings. */
export const median = (values: number[]) => percentiles(values).median;
