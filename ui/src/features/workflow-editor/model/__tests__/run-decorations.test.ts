import { type ExecutionView } from '@studio/api/contract/executions';
import { type WorkflowGraph } from '@studio/workflows/graph/graph';

import { runDecorations } from '../run-decorations';

const graph: WorkflowGraph = {
  nodes: [
    { id: 'cut', type: 'image.remove-background', params: {}, position: { x: 0, y: 0 } },
    { id: 'pack', type: 'image.packshot', params: {}, position: { x: 300, y: 0 } },
  ],
  edges: [{ id: 'e', source: 'cut', sourcePort: 'image', target: 'pack', targetPort: 'image' }],
};

const image = (fileKey: string) => ({ image: { kind: 'image' as const, fileKey } });
const step = (id: string, fields: Partial<ExecutionView['nodes'][number]>) => ({
  id,
  type: 'image.packshot',
  label: id,
  status: 'succeeded' as const,
  ...fields,
});

describe('runDecorations', () => {
  it('shows what a step made as a thumbnail that opens the image full size', () => {
    const states = runDecorations(
      { nodes: [step('cut', { outputs: image('a.png') }), step('pack', { durationMs: 1200 })] },
      graph,
    );
    expect(states.get('cut')).toEqual({
      state: 'done',
      thumbnailUrl: '/files/a.png?width=320',
      fullSizeUrl: '/files/a.png',
    });
    // A step that made nothing shows what reached it.
    expect(states.get('pack')).toMatchObject({ durationMs: 1200, fullSizeUrl: '/files/a.png' });
  });

  it('marks a step given its pinned output rather than run', () => {
    const states = runDecorations(
      { nodes: [step('cut', { outputs: image('a.png'), given: true }), step('pack', {})] },
      graph,
    );
    expect(states.get('cut')).toMatchObject({ state: 'done', given: true });
    expect(states.get('pack')?.given).toBeUndefined();
  });
});
