import { inputName, nodeName } from '../node-name';

describe('nodeName', () => {
  it('says the name given on the canvas, else the type and id', () => {
    expect(nodeName({ id: 'cut', type: 'image.remove-background', label: 'Mask' })).toBe('"Mask"');
    expect(nodeName({ id: 'cut', type: 'image.remove-background' })).toBe(
      'Remove background "cut"',
    );
  });
});

describe('inputName', () => {
  it('names an input’s value by its name param, by default image or text', () => {
    expect(inputName({ type: 'input.image', params: { name: 'front' } })).toBe('front');
    expect(inputName({ type: 'input.image', params: {} })).toBe('image');
    expect(inputName({ type: 'input.text', params: { name: '' } })).toBe('text');
  });
});
