import { RememberedCutouts } from '../providers/local/remembered-cutouts';

const result = (bytes: number, fill = 1) => ({
  image: Buffer.alloc(bytes, fill),
  provider: 'local',
  model: 'isnet-quantised',
  droppedObjects: [{ left: 1, top: 2, width: 3, height: 4 }],
});

describe('remembered cut-outs', () => {
  it('tells photos and settings apart by their bytes', () => {
    const photo = Buffer.from('photo');
    const key = RememberedCutouts.key(photo, 'isnet-quantised/all');
    expect(RememberedCutouts.key(Buffer.from('photo'), 'isnet-quantised/all')).toBe(key);
    expect(RememberedCutouts.key(Buffer.from('photO'), 'isnet-quantised/all')).not.toBe(key);
    expect(RememberedCutouts.key(photo, 'isnet-fp16/all')).not.toBe(key);
  });

  it('answers a copy of what it was given, which its caller may change freely', () => {
    const remembered = new RememberedCutouts(100);
    const given = result(10);
    remembered.remember('a', given);
    given.image.fill(9);
    given.droppedObjects[0]!.left = 99;
    const answered = remembered.get('a')!;
    expect(answered).toEqual(result(10));
    answered.image.fill(7);
    expect(remembered.get('a')).toEqual(result(10));
    expect(remembered.get('b')).toBeUndefined();
  });

  it('forgets the least recently used first once it holds too many bytes', () => {
    const remembered = new RememberedCutouts(25);
    remembered.remember('a', result(10, 1));
    remembered.remember('b', result(10, 2));
    remembered.get('a');
    remembered.remember('c', result(10, 3));
    expect(remembered.get('b')).toBeUndefined();
    expect(remembered.get('a')?.image[0]).toBe(1);
    expect(remembered.get('c')?.image[0]).toBe(3);
  });

  it('remembers nothing when made with none()', () => {
    const remembered = RememberedCutouts.none();
    remembered.remember('a', result(1));
    expect(remembered.get('a')).toBeUndefined();
  });
});
