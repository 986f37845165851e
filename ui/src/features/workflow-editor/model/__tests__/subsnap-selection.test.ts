import { type WorkflowGraph } from '@studio/workflows/graph/graph';
import { subsnapNodeParams } from '@studio/workflows/graph/subsnap-params';
import { validateGraph } from '@studio/workflows/graph/validate-graph';

import { cutSubsnap, withSubsnapInPlace, withSubsnapVersion } from '../subsnap-selection';

const SUB = '00000000-0000-4000-8000-0000000000aa';
const at = (x: number, y = 0) => ({ x, y });

/*
 *  photo ─> cutout ─> pack ─> splash ─> out.images
 *              └──────────────> caption ─> out.caption
 */
const workflow = (): WorkflowGraph => ({
  nodes: [
    { id: 'photo', type: 'input.image', params: { name: 'image' }, position: at(0) },
    { id: 'cutout', type: 'image.remove-background', params: {}, position: at(300) },
    { id: 'pack', type: 'image.packshot', params: {}, position: at(600) },
    { id: 'splash', type: 'image.water-splash', params: {}, position: at(900) },
    { id: 'caption', type: 'text.caption', params: {}, position: at(600, 200) },
    { id: 'out', type: 'output.content', params: {}, position: at(1200) },
  ],
  edges: [
    { id: 'a', source: 'photo', sourcePort: 'image', target: 'cutout', targetPort: 'image' },
    { id: 'b', source: 'cutout', sourcePort: 'image', target: 'pack', targetPort: 'image' },
    { id: 'c', source: 'pack', sourcePort: 'image', target: 'splash', targetPort: 'image' },
    { id: 'd', source: 'splash', sourcePort: 'image', target: 'out', targetPort: 'images' },
    { id: 'e', source: 'cutout', sourcePort: 'image', target: 'caption', targetPort: 'image' },
    { id: 'f', source: 'caption', sourcePort: 'text', target: 'out', targetPort: 'caption' },
  ],
});

describe('making selected steps a sub-snap', () => {
  it('gives the steps an input per outside feeder and an output per port feeding outside', () => {
    const selected = new Set(['cutout', 'pack', 'caption']);
    const cut = cutSubsnap(workflow(), selected);
    if ('error' in cut) throw new Error(cut.error);
    // The sub-snap is valid as it is, with one photo in and two things out.
    expect(validateGraph(cut.graph, 'subsnap')).toEqual([]);
    const boundary = cut.graph.nodes.filter((n) => n.type.startsWith('subsnap.'));
    expect(boundary.map((n) => [n.type, n.params.name, n.params.type])).toEqual([
      ['subsnap.input', 'Image', 'image'],
      ['subsnap.output', 'Packshot', 'image'],
      ['subsnap.output', 'Caption', 'text'],
    ]);

    const params = subsnapNodeParams(
      { workflowId: SUB, name: 'Cut and pack', version: 1 },
      cut.graph,
    );
    const replaced = withSubsnapInPlace(workflow(), selected, cut, { id: 'subsnap-1', params });
    expect(replaced.nodes.map((n) => n.id)).toEqual(['photo', 'splash', 'out', 'subsnap-1']);
    expect(
      replaced.edges.map((e) => `${e.source}.${e.sourcePort}->${e.target}.${e.targetPort}`),
    ).toEqual([
      'splash.image->out.images',
      'photo.image->subsnap-1.input-1',
      'subsnap-1.output-1->splash.image',
      'subsnap-1.output-2->out.caption',
    ]);
    // The workflow still runs, at the same price.
    expect(validateGraph(replaced)).toEqual([]);
  });

  it('says why not when the steps give nothing back, or hold a sub-snap’s own ends', () => {
    const lonely = cutSubsnap(
      { ...workflow(), edges: workflow().edges.filter((e) => e.source !== 'splash') },
      new Set(['splash']),
    );
    expect(lonely).toEqual({ error: expect.stringMatching(/feed nothing outside/) });
    expect(cutSubsnap(workflow(), new Set())).toEqual({ error: expect.any(String) });
  });

  it('moves a node to a new version, dropping only connections to ports it lost', () => {
    const cut = cutSubsnap(workflow(), new Set(['cutout', 'pack', 'caption']));
    if ('error' in cut) throw new Error(cut.error);
    const v1 = subsnapNodeParams({ workflowId: SUB, name: 'Cut and pack', version: 1 }, cut.graph);
    const graph = withSubsnapInPlace(workflow(), new Set(['cutout', 'pack', 'caption']), cut, {
      id: 'sub',
      params: v1,
    });
    const v2 = { ...v1, version: 2, outputs: v1.outputs.slice(0, 1), cost: 9 };
    const updated = withSubsnapVersion(graph, 'sub', v2);
    expect(updated.dropped.map((e) => e.target)).toEqual(['out']);
    expect(updated.graph.nodes.find((n) => n.id === 'sub')!.params).toEqual(v2);
    expect(updated.graph.edges).toHaveLength(graph.edges.length - 1);
  });
});
