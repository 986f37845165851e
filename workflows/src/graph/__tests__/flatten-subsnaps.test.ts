import { flattenSubsnaps, subsnapKey, subsnapRefs } from '../flatten-subsnaps';
import { graphCost } from '../graph-cost';
import { subsnapNodeParams, subsnapProblems } from '../subsnap-params';
import { validateGraph } from '../validate-graph';
import { graph } from './graph-builder';

const SUB_ID = '6b0e8f0a-3c55-4a43-9d1e-0d5a43f1b001';

/*
 *  in ──> cutout ──> splash ──> shot (output)
 *              └───> caption ──> words (output)
 */
const splashSubsnap = () =>
  graph()
    .node('in', 'subsnap.input', { name: 'photo', type: 'image' })
    .node('cutout', 'image.remove-background')
    .node('splash', 'image.water-splash')
    .node('caption', 'text.caption')
    .node('shot', 'subsnap.output', { name: 'shot', type: 'image' })
    .node('words', 'subsnap.output', { name: 'words', type: 'text' })
    .edge('in.value', 'cutout.image')
    .edge('cutout.image', 'splash.image')
    .edge('splash.image', 'shot.value')
    .edge('cutout.image', 'caption.image')
    .edge('caption.text', 'words.value')
    .build();

const versions = () => new Map([[subsnapKey({ workflowId: SUB_ID, version: 1 }), splashSubsnap()]]);

/** A snap using the sub-snap: photo ──> [sub] ──shot──> out.images, ──words──> out.caption. */
const parent = () => {
  const params = subsnapNodeParams(
    { workflowId: SUB_ID, name: 'Splash set', version: 1 },
    splashSubsnap(),
  );
  return graph()
    .node('photo', 'input.image')
    .node('sub', 'subsnap', params)
    .node('out', 'output.content')
    .edge('photo.image', 'sub.in')
    .edge('sub.shot', 'out.images')
    .edge('sub.words', 'out.caption')
    .build();
};

describe('sub-snaps', () => {
  it('gives a sub-snap node the ports and price of its version', () => {
    const params = subsnapNodeParams(
      { workflowId: SUB_ID, name: 'Splash set', version: 1 },
      splashSubsnap(),
    );
    expect(params.inputs).toEqual([{ id: 'in', type: 'image', label: 'photo' }]);
    expect(params.outputs.map((p) => [p.id, p.type])).toEqual([
      ['shot', 'image'],
      ['words', 'text'],
    ]);
    // Cut-out 1, splash 3, caption 1.
    expect(params.cost).toBe(5);
    expect(graphCost(parent())).toBe(5);
    expect(validateGraph(parent())).toEqual([]);
    expect(subsnapRefs(parent())).toEqual([{ workflowId: SUB_ID, version: 1 }]);
  });

  it('draws a sub-snap out into its steps, joined to what fed it and what it fed', () => {
    const flat = flattenSubsnaps(parent(), versions());
    // The steps take the sub-snap node's place in the list.
    expect(flat.nodes.map((n) => n.id)).toEqual([
      'photo',
      'sub/cutout',
      'sub/splash',
      'sub/caption',
      'out',
    ]);
    const joins = flat.edges.map((e) => `${e.source}.${e.sourcePort}->${e.target}.${e.targetPort}`);
    expect(joins.sort()).toEqual(
      [
        'photo.image->sub/cutout.image',
        'sub/cutout.image->sub/splash.image',
        'sub/cutout.image->sub/caption.image',
        'sub/splash.image->out.images',
        'sub/caption.text->out.caption',
      ].sort(),
    );
    expect(new Set(flat.edges.map((e) => e.id)).size).toBe(flat.edges.length);
    expect(flat.groups).toEqual([
      expect.objectContaining({
        id: 'sub',
        label: 'Splash set',
        nodeIds: ['sub/cutout', 'sub/splash', 'sub/caption'],
        subsnap: { workflowId: SUB_ID, version: 1 },
      }),
    ]);
    // What runs is a snap like any other, and costs what the sub-snap node said.
    expect(validateGraph(flat)).toEqual([]);
    expect(graphCost(flat)).toBe(graphCost(parent()));
  });

  it('joins two sub-snaps in a row and a sub-snap inside a sub-snap', () => {
    // A sub-snap that passes its input straight through a packshot.
    const pack = graph()
      .node('i', 'subsnap.input', { name: 'image', type: 'image' })
      .node('p', 'image.packshot')
      .node('o', 'subsnap.output', { name: 'image', type: 'image' })
      .edge('i.value', 'p.image')
      .edge('p.image', 'o.value')
      .build();
    const PACK = '6b0e8f0a-3c55-4a43-9d1e-0d5a43f1b002';
    const packParams = subsnapNodeParams({ workflowId: PACK, name: 'Pack', version: 3 }, pack);
    // A sub-snap holding that one.
    const outer = graph()
      .node('i', 'subsnap.input', { name: 'image', type: 'image' })
      .node('inner', 'subsnap', packParams)
      .node('o', 'subsnap.output', { name: 'image', type: 'image' })
      .edge('i.value', 'inner.i')
      .edge('inner.o', 'o.value')
      .build();
    const OUTER = '6b0e8f0a-3c55-4a43-9d1e-0d5a43f1b003';
    const graphs = new Map([
      [subsnapKey({ workflowId: PACK, version: 3 }), pack],
      [subsnapKey({ workflowId: OUTER, version: 1 }), outer],
    ]);
    const outerParams = subsnapNodeParams({ workflowId: OUTER, name: 'Outer', version: 1 }, outer);
    const snap = graph()
      .node('photo', 'input.image')
      .node('a', 'subsnap', packParams)
      .node('b', 'subsnap', outerParams)
      .node('out', 'output.content')
      .edge('photo.image', 'a.i')
      .edge('a.o', 'b.i')
      .edge('b.o', 'out.images')
      .build();
    const flat = flattenSubsnaps(snap, graphs);
    const joins = flat.edges.map((e) => `${e.source}->${e.target}`).sort();
    expect(joins).toEqual(['a/p->b/inner/p', 'b/inner/p->out', 'photo->a/p'].sort());
    expect(flat.groups?.map((g) => [g.id, g.nodeIds])).toEqual([
      ['a', ['a/p']],
      ['b/inner', ['b/inner/p']],
      ['b', ['b/inner/p']],
    ]);
    expect(validateGraph(flat)).toEqual([]);
  });

  it('names a node whose version is missing or whose ports no longer match it', () => {
    const snap = parent();
    expect(subsnapProblems(snap, new Map())).toEqual([
      expect.objectContaining({ code: 'subsnap_version_missing', nodeId: 'sub' }),
    ]);
    const sub = snap.nodes.find((n) => n.id === 'sub')!;
    sub.params = { ...sub.params, cost: 0 };
    expect(subsnapProblems(snap, versions())).toEqual([
      expect.objectContaining({ code: 'subsnap_outdated', nodeId: 'sub' }),
    ]);
  });

  it('checks a sub-snap by its own rules: an output, names of their own, no creator needed', () => {
    expect(validateGraph(splashSubsnap(), 'subsnap')).toEqual([]);
    // A snap needs a photo and content; its graph may not hold a sub-snap's inputs.
    expect(
      validateGraph(splashSubsnap())
        .map((p) => p.code)
        .sort(),
    ).toEqual(
      [
        'missing_image_input',
        'missing_output',
        'subsnap_boundary_outside',
        'subsnap_boundary_outside',
        'subsnap_boundary_outside',
      ].sort(),
    );
    const twice = graph()
      .node('a', 'subsnap.input', { name: 'photo' })
      .node('b', 'subsnap.input', { name: 'photo' })
      .node('p', 'image.packshot')
      .edge('a.value', 'p.image')
      .build();
    expect(
      validateGraph(twice, 'subsnap')
        .map((p) => p.code)
        .sort(),
    ).toEqual(['duplicate_port_name', 'missing_subsnap_output']);
  });
});
