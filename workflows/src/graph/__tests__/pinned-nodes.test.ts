import { BUILT_IN_WORKFLOWS } from '../built-in-workflows';
import { graphCost } from '../graph-cost';
import {
  canRunAlone,
  drawnNodeId,
  nodesLeftOut,
  pinnedRunCost,
  subsnapExits,
} from '../pinned-nodes';
import { type WorkflowGraph } from '../graph';
import { graph } from './graph-builder';

/*
 *  photo ──> cutout ──> splash ──> out
 *    └─────────────────> caption ──┘
 */
const branchingGraph = () =>
  graph()
    .node('photo', 'input.image')
    .node('cutout', 'image.remove-background')
    .node('splash', 'image.water-splash')
    .node('caption', 'text.caption')
    .node('out', 'output.content')
    .edge('photo.image', 'cutout.image')
    .edge('cutout.image', 'splash.image')
    .edge('splash.image', 'out.images')
    .edge('photo.image', 'caption.image')
    .edge('caption.text', 'out.caption')
    .build();

describe('nodesLeftOut', () => {
  it('leaves out what only feeds the pinned cut-out, and nothing without pins', () => {
    const splash = BUILT_IN_WORKFLOWS.find((w) => w.graph.nodes.some((n) => n.id === 'cutout'))!;
    expect([...nodesLeftOut(splash.graph, ['cutout'])]).toEqual(['photo']);
    expect(nodesLeftOut(splash.graph, []).size).toBe(0);
  });

  it('keeps a node that also feeds a node that runs', () => {
    const branching = branchingGraph();
    expect(nodesLeftOut(branching, ['cutout']).size).toBe(0);
    // Cut-out 1 and splash 3 and caption 1; pinned, the cut-out is not charged.
    expect(graphCost(branching)).toBe(5);
    expect(pinnedRunCost(branching, ['cutout'])).toBe(4);
  });

  it('runs one step alone: given what feeds it, everything else is left out', () => {
    const branching = branchingGraph();
    expect([...nodesLeftOut(branching, ['cutout'], ['splash'])].sort()).toEqual([
      'caption',
      'out',
      'photo',
    ]);
  });
});

describe('pinnedRunCost', () => {
  it('charges only the steps after the pinned cut-out in every built-in snap that has one', () => {
    for (const builtIn of BUILT_IN_WORKFLOWS) {
      const cutout = builtIn.graph.nodes.find((n) => n.type === 'image.remove-background');
      if (!cutout) continue;
      expect(pinnedRunCost(builtIn.graph, [cutout.id])).toBe(graphCost(builtIn.graph) - 1);
    }
  });
});

describe('canRunAlone', () => {
  it('runs a working step alone, never an input or an output', () => {
    expect(canRunAlone('image.packshot')).toBe(true);
    expect(canRunAlone('text.caption')).toBe(true);
    // A sub-snap's steps run together, as the one step the editor draws.
    expect(canRunAlone('subsnap')).toBe(true);
    expect(canRunAlone('subsnap.input')).toBe(false);
    expect(canRunAlone('subsnap.output')).toBe(false);
    expect(canRunAlone('input.image')).toBe(false);
    expect(canRunAlone('input.text')).toBe(false);
    expect(canRunAlone('output.content')).toBe(false);
    expect(canRunAlone('no.such-type')).toBe(false);
  });
});

describe('sub-snaps drawn out', () => {
  const at = { x: 0, y: 0 };
  // photo -> sub/up -> sub/pack -> content, and sub/pack -> sub/caption (a dead end inside).
  const graph: WorkflowGraph = {
    nodes: [
      { id: 'photo', type: 'input.image', params: {}, position: at },
      { id: 'sub/up', type: 'image.upscale', params: {}, position: at },
      { id: 'sub/pack', type: 'image.packshot', params: {}, position: at },
      { id: 'sub/caption', type: 'text.caption', params: {}, position: at },
      { id: 'content', type: 'output.content', params: {}, position: at },
    ],
    edges: [
      { id: 'a', source: 'photo', sourcePort: 'image', target: 'sub/up', targetPort: 'image' },
      { id: 'b', source: 'sub/up', sourcePort: 'image', target: 'sub/pack', targetPort: 'image' },
      { id: 'c', source: 'sub/pack', sourcePort: 'image', target: 'content', targetPort: 'images' },
      {
        id: 'd',
        source: 'sub/pack',
        sourcePort: 'image',
        target: 'sub/caption',
        targetPort: 'image',
      },
    ],
    groups: [
      {
        id: 'sub',
        label: 'Upscaled packshot',
        colour: 'blue',
        nodeIds: ['sub/up', 'sub/pack', 'sub/caption'],
        subsnap: { workflowId: 'w', version: 1 },
      },
    ],
  };

  it('names the drawn node a step belongs to', () => {
    expect(drawnNodeId('sub/pack')).toBe('sub');
    expect(drawnNodeId('photo')).toBe('photo');
  });

  it('finds the steps whose outputs leave the sub-snap, which pinned stand for it', () => {
    expect(subsnapExits(graph, 'sub')).toEqual(['sub/pack']);
    expect(subsnapExits(graph, 'photo')).toEqual([]);
    // Pinned, the exit leaves the steps before it and the photo out.
    expect([...nodesLeftOut(graph, ['sub/pack'])].sort()).toEqual(['photo', 'sub/up'].sort());
  });
});
