import { graphCost } from '../graph-cost';
import { HD_COST, HD_SIDE, outputFrame } from '../output-shape';
import { makesHd, outputChoiceCost, withOutputChoice } from '../with-output-choice';
import { packshotGraph } from './graph-builder';

describe('outputFrame', () => {
  const photo = { width: 3000, height: 4000 };
  it('is square, 4:5 portrait or the photo’s own shape, at the standard side or HD', () => {
    expect(outputFrame({ shape: 'square', hd: false }, 1024, photo)).toEqual({
      width: 1024,
      height: 1024,
    });
    expect(outputFrame({ shape: 'portrait', hd: false }, 1024, photo)).toEqual({
      width: 819,
      height: 1024,
    });
    expect(outputFrame({ shape: 'photo', hd: true }, 1024, photo)).toEqual({
      width: 1536,
      height: HD_SIDE,
    });
    expect(outputFrame({ shape: 'photo', hd: false }, 1024, { width: 1600, height: 900 })).toEqual({
      width: 1024,
      height: 576,
    });
  });

  it('frames a panorama 2:1 rather than as a thin strip', () => {
    expect(outputFrame({ shape: 'photo', hd: false }, 1024, { width: 5000, height: 1000 })).toEqual(
      { width: 1024, height: 512 },
    );
  });
});

describe('withOutputChoice', () => {
  it('sets the shape and size of every packshot and scene node, and prices HD per node', () => {
    const published = packshotGraph().build();
    const run = withOutputChoice(published, { shape: 'portrait', hd: true });
    const pack = run.nodes.find((n) => n.type === 'image.packshot')!;
    expect(pack.params).toMatchObject({ shape: 'portrait', hd: true });
    expect(published.nodes.find((n) => n.type === 'image.packshot')!.params.hd).toBeUndefined();
    expect(makesHd(run)).toBe(true);
    expect(graphCost(run)).toBe(graphCost(published) + HD_COST);
    expect(outputChoiceCost(published, { shape: 'portrait', hd: true })).toBe(HD_COST);
    expect(outputChoiceCost(published, { shape: 'photo', hd: false })).toBe(0);
    expect(withOutputChoice(published)).toBe(published);
  });
});
