import { type StageTime } from './stage-clock';
import { type FileTiming, slowestFirst } from './test-timings';

const seconds = (s: number) => `${s.toFixed(1)} s`;

/** The stages in the order they started, with when each started: overlaps show. */
export function stageTable(stages: StageTime[], totalSeconds: number): string {
  const rows = [...stages]
    .sort((a, b) => a.startSeconds - b.startSeconds)
    .map((s) => `| ${s.name} | ${seconds(s.startSeconds)} | ${seconds(s.seconds)} |`);
  return [
    '| stage | started at | took |',
    '|---|---:|---:|',
    ...rows,
    `| **npm test** | 0 s | **${seconds(totalSeconds)}** |`,
  ].join('\n');
}

/** The `count` slowest test files, with the set-ups each paid for. */
export function slowestFilesTable(files: FileTiming[], count = 20): string {
  const rows = slowestFirst(files)
    .slice(0, count)
    .map((f, i) => {
      const setups = Object.entries(f.setups)
        .sort(([, a], [, b]) => b.seconds - a.seconds)
        .map(([kind, s]) => `${kind} ×${s.count} ${seconds(s.seconds)}`)
        .join(', ');
      return `| ${i + 1} | ${f.runner} | ${f.file} | ${f.tests} | ${seconds(f.seconds)} | ${setups || '—'} |`;
    });
  return [
    '| # | runner | file | tests | took | set-ups it paid for |',
    '|---:|---|---|---:|---:|---|',
    ...rows,
  ].join('\n');
}
