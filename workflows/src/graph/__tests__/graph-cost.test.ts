import socialCampaign from './fixtures/social-campaign.json';
import { graphCost, nodeCost } from '../graph-cost';
import { NODE_CATALOGUE, nodeType, type NodeTypeId } from '../node-catalogue';
import { packshotGraph } from './graph-builder';

describe('graphCost', () => {
  it('adds up the catalogue cost of every node', () => {
    expect(graphCost(packshotGraph().build())).toBe(2);
    // remove-background 1 + packshot 2 + water-splash 3 + social formats 1 + caption 1
    expect(graphCost(socialCampaign)).toBe(8);
  });

  it('follows params that change the cost', () => {
    const twice = packshotGraph().node('up', 'image.upscale', { factor: 4 }).build();
    expect(graphCost(twice)).toBe(2 + 3);
  });
});

describe('the node catalogue', () => {
  it.each<NodeTypeId>([
    'input.image',
    'input.text',
    'image.remove-background',
    'image.packshot',
    'ai.generate-scene',
    'image.flat-lay',
    'image.natural-placement',
    'image.water-splash',
    'image.composite',
    'image.resize-social',
    'image.upscale',
    'text.caption',
    'output.content',
  ])('has %s with ports, a description, defaults for every param and a cost', (type) => {
    const definition = nodeType(type)!;
    expect(definition).toBeDefined();
    expect(definition.description.length).toBeGreaterThan(10);
    const defaults = definition.params.parse({});
    expect(definition.cost(defaults)).toBeGreaterThanOrEqual(0);
    expect(new Set(definition.inputs.map((p) => p.id)).size).toBe(definition.inputs.length);
  });

  it('lets the output node become static_image, story or carousel content only', () => {
    const output = NODE_CATALOGUE['output.content'];
    for (const contentType of ['static_image', 'story', 'carousel']) {
      expect(output.params.safeParse({ contentType }).success).toBe(true);
    }
    expect(output.params.safeParse({ contentType: 'video' }).success).toBe(false);
  });

  it('prices one node by its settings, and nothing for an unknown type or bad settings', () => {
    expect(nodeCost('image.upscale', { factor: 4 })).toBe(3);
    expect(nodeCost('image.upscale', {})).toBe(2);
    expect(nodeCost('image.upscale', { factor: 3 })).toBe(0);
    expect(nodeCost('no.such-type', {})).toBe(0);
  });
});
