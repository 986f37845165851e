import { diffGraphs, isEmptyDiff } from '../diff-graphs';
import { graph, packshotGraph } from './graph-builder';

describe('diffGraphs', () => {
  it('finds nothing between a graph and its copy, edge ids aside', () => {
    const a = packshotGraph().build();
    const b = packshotGraph().build();
    b.edges = b.edges.map((edge, i) => ({ ...edge, id: `renamed-${i}` }));
    expect(isEmptyDiff(diffGraphs(a, b))).toBe(true);
  });

  it('lists added and removed nodes and connections', () => {
    const from = packshotGraph().build();
    const to = graph()
      .node('photo', 'input.image')
      .node('cut', 'image.remove-background')
      .node('pack', 'image.packshot')
      .node('out', 'output.content')
      .edge('photo.image', 'cut.image')
      .edge('cut.image', 'pack.image')
      .edge('pack.image', 'out.images')
      .build();
    to.nodes = to.nodes.map((node) => ({
      ...node,
      position: from.nodes.find((n) => n.id === node.id)?.position ?? node.position,
    }));
    const diff = diffGraphs(from, to);
    expect(diff.addedNodes.map((n) => n.id)).toEqual(['cut']);
    expect(diff.removedNodes).toEqual([]);
    expect(diff.addedEdges.map((e) => e.id)).toEqual([
      'photo.image->cut.image',
      'cut.image->pack.image',
    ]);
    expect(diff.removedEdges.map((e) => e.id)).toEqual(['photo.image->pack.image']);
    expect(diff.movedNodes).toEqual([]);

    const back = diffGraphs(to, from);
    expect(back.removedNodes.map((n) => n.id)).toEqual(['cut']);
    expect(back.addedEdges.map((e) => e.id)).toEqual(['photo.image->pack.image']);
  });

  it('gives each changed param with its old and new value, and moves with both places', () => {
    const from = graph()
      .node('photo', 'input.image')
      .node('pack', 'image.packshot', { background: 'white', shadow: { soft: true, size: 2 } })
      .build();
    const to = graph()
      .node('photo', 'input.image')
      .node('pack', 'image.packshot', { shadow: { size: 2, soft: false }, margin: 0.1 })
      .build();
    to.nodes[0]!.position = { x: 40, y: 80 };
    const diff = diffGraphs(from, to);
    expect(diff.changedParams).toEqual([
      {
        nodeId: 'pack',
        param: 'shadow',
        from: { soft: true, size: 2 },
        to: { size: 2, soft: false },
      },
      { nodeId: 'pack', param: 'margin', from: undefined, to: 0.1 },
      { nodeId: 'pack', param: 'background', from: 'white', to: undefined },
    ]);
    expect(diff.movedNodes).toEqual([{ id: 'photo', from: { x: 0, y: 0 }, to: { x: 40, y: 80 } }]);
    expect(diff.addedNodes).toEqual([]);
  });

  it('treats params equal whatever their keys’ order, and arrays by order', () => {
    const from = graph()
      .node('a', 'text.caption', { tags: ['x', 'y'], style: { a: 1, b: 2 } })
      .build();
    const same = graph()
      .node('a', 'text.caption', { style: { b: 2, a: 1 }, tags: ['x', 'y'] })
      .build();
    const reordered = graph()
      .node('a', 'text.caption', { style: { a: 1, b: 2 }, tags: ['y', 'x'] })
      .build();
    expect(isEmptyDiff(diffGraphs(from, same))).toBe(true);
    expect(diffGraphs(from, reordered).changedParams.map((c) => c.param)).toEqual(['tags']);
  });

  it('lists a node the manager renamed, and a name taken away', () => {
    const from = graph()
      .node('pack', 'image.packshot')
      .node('cut', 'image.remove-background')
      .build();
    const to = graph()
      .node('pack', 'image.packshot')
      .node('cut', 'image.remove-background')
      .build();
    to.nodes[0]!.label = 'Hero shot';
    from.nodes[1]!.label = 'Cut-out';
    expect(diffGraphs(from, to).renamedNodes).toEqual([
      { id: 'pack', from: undefined, to: 'Hero shot' },
      { id: 'cut', from: 'Cut-out', to: undefined },
    ]);
    expect(isEmptyDiff(diffGraphs(to, to))).toBe(true);
    // Each node by the name the canvas shows: its own, else its type and id.
    expect(diffGraphs(from, to).names).toEqual({
      pack: '"Hero shot"',
      cut: 'Remove background "cut"',
    });
  });

  it('counts a node whose type changed under the same id as removed and added', () => {
    const from = graph().node('step', 'image.packshot').build();
    const to = graph().node('step', 'image.scene').build();
    const diff = diffGraphs(from, to);
    expect(diff.removedNodes.map((n) => n.type)).toEqual(['image.packshot']);
    expect(diff.addedNodes.map((n) => n.type)).toEqual(['image.scene']);
    expect(diff.changedParams).toEqual([]);
  });
});

describe('diffGraphs: sticky notes', () => {
  const note = (id: string, text: string, x = 0) => ({
    id,
    text,
    colour: 'yellow' as const,
    position: { x, y: 0 },
    size: { width: 240, height: 160 },
  });

  it('lists notes added, removed and rewritten, but not a note moved', () => {
    const from = {
      nodes: [],
      edges: [],
      notes: [note('a', 'Keep'), note('b', 'Old'), note('c', 'Gone')],
    };
    const to = {
      nodes: [],
      edges: [],
      notes: [note('a', 'Keep', 400), note('b', 'New'), note('d', 'Fresh')],
    };
    const diff = diffGraphs(from, to);
    expect([diff.addedNotes, diff.removedNotes, diff.changedNotes]).toEqual([['d'], ['c'], ['b']]);
    expect(
      isEmptyDiff(
        diffGraphs(from, { ...from, notes: [note('a', 'Keep', 400), ...from.notes.slice(1)] }),
      ),
    ).toBe(true);
    expect(isEmptyDiff(diffGraphs({ nodes: [], edges: [] }, { nodes: [], edges: [] }))).toBe(true);
  });

  it('lists groups added, removed and changed by their names; a group moved is not a change', () => {
    const group = (id: string, label: string, nodeIds: string[]) => ({
      id,
      label,
      colour: 'blue' as const,
      nodeIds,
    });
    const from = {
      nodes: [],
      edges: [],
      groups: [group('g1', 'Cut-outs', ['a', 'b']), group('g2', 'Old', ['c'])],
    };
    const to = {
      nodes: [],
      edges: [],
      groups: [group('g1', 'Cut-outs', ['a']), group('g3', 'Scenes', ['d'])],
    };
    const diff = diffGraphs(from, to);
    expect([diff.addedGroups, diff.removedGroups, diff.changedGroups]).toEqual([
      ['Scenes'],
      ['Old'],
      ['Cut-outs'],
    ]);
    expect(isEmptyDiff(diffGraphs(from, from))).toBe(true);
  });
});
