import { followName } from '../providers/local/text/follow-name';

describe('followName', () => {
  it('names an untitled product’s description after the name it has been given', () => {
    expect(followName('A teal product with navy accents. Its tall silhouette.', 'Aurora Mug')).toBe(
      'Aurora Mug, in teal with navy accents. Its tall silhouette.',
    );
    expect(followName('An amber product. Make it yours today.', 'Apothecary Bottle')).toBe(
      'Apothecary Bottle, in amber. Make it yours today.',
    );
  });

  it('replaces the old name after a rename', () => {
    expect(followName('Car, in charcoal. Its low, wide silhouette.', 'Silver Roadster')).toBe(
      'Silver Roadster, in charcoal. Its low, wide silhouette.',
    );
  });

  it('leaves alone a description the creator wrote, and one already under the name', () => {
    const own = 'Handmade in Lisbon, in small batches. Holds 350 ml.';
    expect(followName(own, 'Lisbon Cup')).toBe(own);
    expect(followName('Soft cotton tee. Machine washable.', 'Tee')).toBe(
      'Soft cotton tee. Machine washable.',
    );
    expect(followName('Aurora Mug, in teal.', 'Aurora Mug')).toBe('Aurora Mug, in teal.');
    expect(followName('A teal product.', undefined)).toBe('A teal product.');
    expect(followName('A teal product.', 'Untitled product')).toBe('A teal product.');
  });
});
