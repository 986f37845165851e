import { BUILT_IN_WORKFLOWS } from '../built-in-workflows';
import { graphCost } from '../graph-cost';
import { canRunAlone, nodesLeftOut, pinnedRunCost } from '../pinned-nodes';
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
