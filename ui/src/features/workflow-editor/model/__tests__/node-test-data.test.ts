import { type ExecutionView } from '@studio/api/contract/executions';
import { type WorkflowPinView } from '@studio/api/contract/workflow-tests';

import { buildExecutionView } from '@/testing/executions';
import { madeInRun, pinsByDrawnNode } from '../node-test-data';

const image = (fileKey: string) => ({ image: { kind: 'image' as const, fileKey } });
const step = (id: string, fields: Partial<ExecutionView['nodes'][number]> = {}) => ({
  id,
  type: 'image.packshot',
  label: id,
  status: 'succeeded' as const,
  ...fields,
});
const pin = (nodeId: string, fileKey: string): WorkflowPinView => ({
  nodeId,
  outputs: image(fileKey),
  executionId: '50000000-0000-4000-8000-000000000001',
  pinnedAt: '2026-11-29T10:00:00.000Z',
});

describe('pinsByDrawnNode', () => {
  it('keeps a step’s pin as it is and shows a sub-snap’s step pins as its node’s one pin', () => {
    const pins = pinsByDrawnNode([pin('cut', 'a.png'), pin('sub/pack', 'b.png')]);
    expect(pins.get('cut')).toEqual(pin('cut', 'a.png'));
    expect(pins.get('sub')).toMatchObject({
      nodeId: 'sub',
      outputs: { 'sub/pack/image': { kind: 'image', fileKey: 'b.png' } },
    });
    expect(pins.has('sub/pack')).toBe(false);
  });
});

describe('madeInRun', () => {
  const run = (nodes: ExecutionView['nodes']) => buildExecutionView({ nodes });

  it('answers a step’s outputs, pinnable when it ran itself', () => {
    expect(madeInRun(run([step('cut', { outputs: image('a.png') })]), 'cut')).toEqual({
      outputs: image('a.png'),
      pinnable: true,
    });
    // Given (pinned before, or fed to "Run this step"): shown, not pinned again.
    expect(
      madeInRun(run([step('cut', { outputs: image('a.png'), given: true })]), 'cut').pinnable,
    ).toBe(false);
    expect(madeInRun(null, 'cut')).toEqual({ pinnable: false });
  });

  it('answers a sub-snap’s steps’ outputs together, pinnable once every step has run', () => {
    const done = run([
      step('photo', { outputs: image('p.png'), given: true }),
      step('sub/up', { outputs: image('u.png') }),
      step('sub/pack', { outputs: image('k.png') }),
    ]);
    expect(madeInRun(done, 'sub')).toEqual({
      outputs: {
        'sub/up/image': { kind: 'image', fileKey: 'u.png' },
        'sub/pack/image': { kind: 'image', fileKey: 'k.png' },
      },
      pinnable: true,
    });
    const halfway = run([
      step('sub/up', { outputs: image('u.png') }),
      step('sub/pack', { status: 'failed' }),
    ]);
    expect(madeInRun(halfway, 'sub').pinnable).toBe(false);
  });
});
