/** What one chaos scenario did and whether each promise it tests held. */
export interface ChaosReport {
  scenario: string;
  /** What happened, in figures: "100 runs: 91 succeeded, 9 failed; 4.1 s". */
  figures: string;
  promises: { promise: string; held: boolean; detail?: string }[];
}

/** How big a run is: `short` is the version `npm test` runs. */
export type ChaosSize = 'short' | 'full';

export function chaosTable(reports: ChaosReport[]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const rows = reports.flatMap((report) =>
    report.promises.map((p, i) =>
      line([
        i === 0 ? report.scenario : '',
        i === 0 ? report.figures : '',
        p.promise,
        p.held ? 'held' : `BROKEN${p.detail ? `: ${p.detail}` : ''}`,
      ]),
    ),
  );
  const header = ['scenario', 'figures', 'promise', 'result'];
  return [line(header), line(header.map(() => '---')), ...rows].join('\n');
}

export const allHeld = (reports: ChaosReport[]) =>
  reports.every((r) => r.promises.every((p) => p.held));
