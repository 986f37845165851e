import { type GraphGroup } from '@studio/workflows/graph/graph';

import { nestUnderSubsnaps } from '../subsnap-nesting';

const subsnap = (id: string, label: string, nodeIds: string[]): GraphGroup => ({
  id,
  label,
  colour: 'purple',
  nodeIds,
  subsnap: { workflowId: '00000000-0000-4000-8000-00000000000a', version: 2 },
});

const rows = (...ids: string[]) => ids.map((nodeId) => ({ nodeId }));
const shape = (items: ReturnType<typeof nestUnderSubsnaps<{ nodeId: string }>>) =>
  items.map((item) =>
    item.kind === 'subsnap'
      ? `${'  '.repeat(item.depth)}[${item.label}]`
      : `${'  '.repeat(item.depth)}${item.row.nodeId}`,
  );

describe('nestUnderSubsnaps', () => {
  it('gathers a sub-snap’s steps under its name where its first step comes', () => {
    const groups = [subsnap('sub', 'Splash set', ['sub/cut', 'sub/splash'])];
    expect(
      shape(nestUnderSubsnaps(rows('photo', 'sub/cut', 'caption', 'sub/splash'), groups)),
    ).toEqual(['photo', '[Splash set]', '  sub/cut', '  sub/splash', 'caption']);
  });

  it('nests a sub-snap inside a sub-snap one level deeper, and leaves other runs as they are', () => {
    const groups = [
      subsnap('b/inner', 'Pack', ['b/inner/p']),
      subsnap('b', 'Outer', ['b/inner/p', 'b/q']),
    ];
    expect(shape(nestUnderSubsnaps(rows('a', 'b/q', 'b/inner/p'), groups))).toEqual([
      'a',
      '[Outer]',
      '  b/q',
      '  [Pack]',
      '    b/inner/p',
    ]);
    expect(shape(nestUnderSubsnaps(rows('a', 'b'), []))).toEqual(['a', 'b']);
  });
});
