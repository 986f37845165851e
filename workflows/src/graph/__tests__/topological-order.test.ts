import socialCampaign from './fixtures/social-campaign.json';
import { topologicalOrder } from '../topological-order';

const upscales = (ids: string[], links: Array<[string, string]>) => ({
  nodes: ids.map((id) => ({ id, type: 'image.upscale', params: {}, position: { x: 0, y: 0 } })),
  edges: links.map(([source, target], i) => ({
    id: String(i),
    source,
    sourcePort: 'image',
    target,
    targetPort: 'image',
  })),
});

describe('topologicalOrder', () => {
  it('puts every node after the nodes feeding it, deterministically', () => {
    expect(topologicalOrder(socialCampaign)).toEqual({
      ok: true,
      order: ['photo', 'cutout', 'pack', 'splash', 'caption', 'formats', 'out'],
    });
  });

  it('answers the nodes on a cycle, not those downstream of it', () => {
    const result = topologicalOrder(
      upscales(
        ['a', 'b', 'c'],
        [
          ['a', 'b'],
          ['b', 'a'],
          ['b', 'c'],
        ],
      ),
    );
    expect(result).toEqual({ ok: false, cycle: ['a', 'b'] });
  });

  it('finds a node feeding itself and two separate cycles', () => {
    const links: Array<[string, string]> = [
      ['a', 'a'],
      ['b', 'c'],
      ['c', 'd'],
      ['d', 'b'],
      ['d', 'e'],
    ];
    const result = topologicalOrder(upscales(['a', 'b', 'c', 'd', 'e'], links));
    expect(result).toEqual({ ok: false, cycle: ['a', 'b', 'c', 'd'] });
  });
});
