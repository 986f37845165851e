import socialCampaign from './fixtures/social-campaign.json';
import { BUILT_IN_WORKFLOWS } from '../built-in-workflows';
import { validateGraph } from '../validate-graph';
import { graph, packshotGraph } from './graph-builder';

const codes = (input: unknown) => validateGraph(input).map((p) => [p.code, p.nodeId ?? null]);

/** photo -> composite (its foreground left unconnected) -> output. */
const looseComposite = () =>
  graph()
    .node('photo', 'input.image')
    .node('mix', 'image.composite')
    .node('out', 'output.content')
    .edge('photo.image', 'mix.background')
    .edge('mix.image', 'out.images')
    .build();

describe('validateGraph', () => {
  it('accepts the smallest runnable graph', () => {
    expect(validateGraph(packshotGraph().build())).toEqual([]);
  });

  /*
   * The campaign fixture: two branches out of one cut-out, joined again at the output.
   *
   *                     ┌─> pack ──────┬──> caption ──┐
   *   photo ─> cutout ──┤              └──────────────>├─> out (carousel)
   *                     └─> splash ─> formats ────────>┘
   */
  it('accepts a multi-branch graph whose outputs join (JSON fixture)', () => {
    expect(validateGraph(socialCampaign)).toEqual([]);
  });

  it('reports a cycle on every node that is part of it', () => {
    const cyclic = graph()
      .node('photo', 'input.image')
      .node('a', 'image.composite')
      .node('b', 'image.upscale')
      .node('out', 'output.content')
      .edge('photo.image', 'a.background')
      .edge('a.image', 'b.image')
      .edge('b.image', 'a.foreground')
      .edge('b.image', 'out.images')
      .build();
    expect(codes(cyclic)).toEqual(
      expect.arrayContaining([
        ['cycle', 'a'],
        ['cycle', 'b'],
      ]),
    );
    // `out` is downstream of the cycle, not on it.
    expect(codes(cyclic).filter(([c]) => c === 'cycle')).toHaveLength(2);
  });

  it('reports an edge whose types do not fit, on the receiving node', () => {
    const mismatch = packshotGraph()
      .node('formats', 'image.resize-social')
      .node('up', 'image.upscale')
      .edge('pack.image', 'formats.image')
      .edge('formats.images', 'up.image')
      .edge('up.image', 'out.images')
      .build();
    const problems = validateGraph(mismatch);
    expect(problems).toContainEqual(
      expect.objectContaining({
        code: 'type_mismatch',
        nodeId: 'up',
        port: 'image',
        message: expect.stringContaining('takes image'),
      }),
    );
  });

  it('lets a single image feed a list input, and many edges join one list input', () => {
    const joined = packshotGraph()
      .node('up', 'image.upscale')
      .edge('photo.image', 'up.image')
      .edge('up.image', 'out.images')
      .build();
    expect(validateGraph(joined)).toEqual([]);
  });

  it('refuses two edges into a single-image input', () => {
    const doubled = packshotGraph()
      .node('photo2', 'input.image')
      .edge('photo2.image', 'pack.image')
      .build();
    expect(codes(doubled)).toContainEqual(['too_many_edges', 'pack']);
  });

  it('reports each unconnected required input', () => {
    const loose = looseComposite();
    expect(validateGraph(loose)).toEqual([
      expect.objectContaining({ code: 'missing_input', nodeId: 'mix', port: 'foreground' }),
    ]);
  });

  it('names a node as the canvas does: its own name where given, else its type and id', () => {
    const loose = looseComposite();
    expect(validateGraph(loose)[0]!.message).toBe(
      'Composite "mix": input "Foreground" is not connected.',
    );
    loose.nodes[1]!.label = 'Hero on podium';
    expect(validateGraph(loose)[0]!.message).toBe(
      '"Hero on podium": input "Foreground" is not connected.',
    );
  });

  it('requires an output node and an image input', () => {
    const nothing = graph().node('t', 'input.text').build();
    expect(codes(nothing)).toEqual([
      ['missing_output', null],
      ['missing_image_input', null],
    ]);
  });

  it('reports unknown node types and ports without stopping at the first problem', () => {
    const odd = packshotGraph()
      .node('magic', 'image.teleport')
      .node('up', 'image.upscale')
      .edge('pack.image', 'up.picture')
      .edge('up.image', 'out.images')
      .build();
    expect(codes(odd)).toEqual(
      expect.arrayContaining([
        ['unknown_node_type', 'magic'],
        ['unknown_port', 'up'],
        ['missing_input', 'up'],
      ]),
    );
  });

  it('reports bad params with the field and the node', () => {
    const bad = packshotGraph().build();
    bad.nodes[1]!.params = { background: 'purple' };
    const [problem] = validateGraph(bad);
    expect(problem).toMatchObject({
      code: 'invalid_params',
      nodeId: 'pack',
      message: expect.stringContaining('background'),
    });
  });

  it('reports edges to nodes that do not exist, and duplicate ids', () => {
    const broken = packshotGraph()
      .node('pack', 'image.upscale')
      .edge('ghost.image', 'out.images')
      .build();
    expect(codes(broken)).toEqual(
      expect.arrayContaining([
        ['duplicate_node_id', 'pack'],
        ['unknown_node', null],
      ]),
    );
  });

  it('takes 500 nodes and 1000 connections, and says so past either', () => {
    const nodes = Array.from({ length: 500 }, (_, i) => ({
      id: `n${i}`,
      type: 'input.image',
      params: {},
      position: { x: 0, y: 0 },
    }));
    const edges = Array.from({ length: 1000 }, (_, i) => ({
      id: `e${i}`,
      source: 'n0',
      sourcePort: 'image',
      target: 'n1',
      targetPort: 'image',
    }));
    const limitProblems = (graph: unknown) =>
      validateGraph(graph).filter((p) => p.message.includes('at most'));
    expect(limitProblems({ nodes, edges })).toEqual([]);
    expect(limitProblems({ nodes: [...nodes, nodes[0]], edges: [...edges, edges[0]] })).toEqual([
      { code: 'invalid_graph', message: 'nodes: A workflow has at most 500 nodes.' },
      { code: 'invalid_graph', message: 'edges: A workflow has at most 1000 connections.' },
    ]);
  });

  it('answers malformed input with problems, never an exception', () => {
    expect(codes(null)).toEqual([['invalid_graph', null]]);
    expect(codes({ nodes: [{ id: '' }], edges: 'x' }).every(([c]) => c === 'invalid_graph')).toBe(
      true,
    );
  });
});

describe('the built-in workflows', () => {
  it.each(BUILT_IN_WORKFLOWS.map((w) => [w.name, w] as const))(
    '%s is a valid graph',
    (_name, workflow) => {
      expect(validateGraph(workflow.graph)).toEqual([]);
    },
  );

  it('cover the spec’s snaps and the studio styles', () => {
    expect(BUILT_IN_WORKFLOWS.map((w) => w.name)).toEqual([
      'White Packshot',
      'Black Packshot',
      'Flat Lay',
      'Natural Placement',
      'Water Splash',
      'Pastel Podium',
      'Marble Plinth',
      'Sunlit Shadow Play',
    ]);
  });
});
