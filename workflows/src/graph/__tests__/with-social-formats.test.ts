import { graphCost } from '../graph-cost';
import { nodeType } from '../node-catalogue';
import { validateGraph } from '../validate-graph';
import {
  SOCIAL_FORMATS_CONTENT_NAME,
  socialFormatsCost,
  withSocialFormats,
} from '../with-social-formats';
import { graph, packshotGraph } from './graph-builder';

describe('withSocialFormats', () => {
  it('sizes the image the content output saves, into a content output of its own', () => {
    const published = packshotGraph().build();
    const run = withSocialFormats(published, ['square', 'story'])!;
    expect(validateGraph(run)).toEqual([]);
    expect(run.nodes.slice(0, published.nodes.length)).toEqual(published.nodes);
    const resize = run.nodes.find((n) => n.type === 'image.resize-social')!;
    const pack = published.nodes.find((n) => n.id === 'pack')!;
    expect(resize.params).toEqual({
      formats: ['square', 'story'],
      scene: { type: 'image.packshot', params: pack.params },
    });
    // The packshot's own input reaches the formats node, to draw it again for each frame.
    const into = published.edges.find((e) => e.target === 'pack' && e.targetPort === 'image')!;
    expect(run.edges).toContainEqual(
      expect.objectContaining({
        source: into.source,
        sourcePort: into.sourcePort,
        target: resize.id,
        targetPort: 'product',
      }),
    );
    const output = run.nodes.find((n) => n.params.name === SOCIAL_FORMATS_CONTENT_NAME)!;
    expect(run.edges).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ source: 'pack', sourcePort: 'image', target: resize.id }),
        expect.objectContaining({ source: resize.id, sourcePort: 'images', target: output.id }),
      ]),
    );
  });

  it('only sizes an image no node can draw again, such as an upscaled one', () => {
    const published = graph()
      .node('photo', 'input.image')
      .node('big', 'image.upscale')
      .node('out', 'output.content')
      .edge('photo.image', 'big.image')
      .edge('big.image', 'out.images')
      .build();
    const run = withSocialFormats(published, ['story'])!;
    expect(validateGraph(run)).toEqual([]);
    const resize = run.nodes.find((n) => n.type === 'image.resize-social')!;
    expect(resize.params).toEqual({ formats: ['story'] });
    expect(run.edges.filter((e) => e.target === resize.id)).toHaveLength(1);
  });

  it("names its steps apart from the snap's own, so the progress list never says a step twice", () => {
    const run = withSocialFormats(packshotGraph().build(), ['story'])!;
    const labels = run.nodes.map((n) => n.label || (nodeType(n.type)?.label ?? n.type));
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels.slice(-2)).toEqual(['Social formats', 'Social formats output']);
  });

  it('costs the published price plus the catalogue price of the formats node', () => {
    const published = packshotGraph().build();
    const run = withSocialFormats(published, ['square', 'story', 'landscape'])!;
    expect(graphCost(run)).toBe(graphCost(published) + socialFormatsCost(['square']));
    expect(socialFormatsCost(['square'])).toBe(1);
    expect(socialFormatsCost([])).toBe(0);
  });

  it('leaves the graph as it is when no format is ticked', () => {
    const published = packshotGraph().build();
    expect(withSocialFormats(published, [])).toBe(published);
  });

  it('never reuses a node id the manager chose', () => {
    const published = packshotGraph().node('social-formats', 'image.upscale').build();
    const run = withSocialFormats(published, ['square'])!;
    const ids = run.nodes.map((n) => n.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('social-formats-2');
  });

  it('has nothing to size when only a bundle of images reaches the output', () => {
    const bundleOnly = graph()
      .node('photo', 'input.image')
      .node('sizes', 'image.resize-social')
      .node('out', 'output.content')
      .edge('photo.image', 'sizes.image')
      .edge('sizes.images', 'out.images')
      .build();
    expect(withSocialFormats(bundleOnly, ['story'])).toBeUndefined();
  });
});
