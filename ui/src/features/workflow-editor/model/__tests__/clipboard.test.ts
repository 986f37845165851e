import { clipText, placeClip, readClip } from '../clipboard';

const nodes = [
  { id: 'a', type: 'input.image', params: { name: 'image' }, position: { x: 10, y: 20 } },
  { id: 'b', type: 'image.packshot', params: {}, position: { x: 310, y: 20 } },
];
const edges = [
  { id: 'ab', source: 'a', sourcePort: 'image', target: 'b', targetPort: 'image' },
  { id: 'bx', source: 'b', sourcePort: 'image', target: 'x', targetPort: 'images' },
];

describe('copied nodes as clipboard text', () => {
  it('keeps only the connections among the copied nodes', () => {
    const clip = readClip(clipText(nodes, edges));
    expect(clip?.nodes.map((n) => n.id)).toEqual(['a', 'b']);
    expect(clip?.edges.map((e) => e.id)).toEqual(['ab']);
  });

  it('reads nothing from other text, or from JSON of another shape', () => {
    expect(readClip('hello')).toBeNull();
    expect(readClip('{"nodes": []}')).toBeNull();
    expect(
      readClip(
        JSON.stringify({
          kind: 'snapshot-studio/workflow-nodes',
          version: 1,
          nodes: [],
          edges: [],
        }),
      ),
    ).toBeNull();
  });

  it('gives pasted nodes fresh ids that are free, and moves them to the place asked', () => {
    const clip = readClip(clipText(nodes, edges))!;
    const placed = placeClip(clip, new Set(['image-1', 'packshot-1']), { x: 0, y: 100 });
    expect(placed.nodes.map((n) => [n.id, n.position])).toEqual([
      ['image-2', { x: 0, y: 100 }],
      ['packshot-2', { x: 300, y: 100 }],
    ]);
    expect(placed.edges).toEqual([
      expect.objectContaining({ source: 'image-2', target: 'packshot-2', sourcePort: 'image' }),
    ]);
  });
});
