import { buildExecutionDetails, runId } from '@/testing/execution-details';

import { compareRuns } from '../run-comparison';

describe('compareRuns', () => {
  it('marks a step one run lacks, and a step that made something else', () => {
    const a = buildExecutionDetails({ run: { id: runId(1), status: 'succeeded' } });
    const photo = a.nodes[0]!;
    const b = buildExecutionDetails({
      run: { id: runId(2), status: 'succeeded' },
      nodes: [
        { ...photo, outputs: { image: { kind: 'image', fileKey: 'uploads/other.png' } } },
        ...a.nodes.slice(1),
        { id: 'caption', type: 'text.caption', label: 'Caption', status: 'succeeded' },
      ],
    });

    const { steps, summary } = compareRuns(a, b);

    expect(steps.map((step) => [step.id, step.differences])).toEqual([
      ['photo', ['Made something else']],
      ['packshot', []],
      ['out', []],
      ['caption', ['Only in the second run']],
    ]);
    expect(summary).toEqual(['2 of 4 steps differ']);
  });

  it('says when every step is alike', () => {
    const run = buildExecutionDetails();
    expect(compareRuns(run, run).summary).toEqual(['every step alike']);
  });
});
