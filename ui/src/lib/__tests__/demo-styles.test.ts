import { DEMO_STYLES, findSnapForStyle, snapNameForStyle } from '@/lib/demo-styles';

const snaps = [
  { id: 'white', name: 'White Packshot', tags: ['packshot', 'white-background'] },
  { id: 'black', name: 'Black Packshot', tags: ['packshot', 'black-background'] },
  { id: 'flat', name: 'Flat Lay', tags: ['flat-lay', 'lifestyle'] },
  { id: 'natural', name: 'Natural Placement', tags: ['natural-environment', 'lifestyle'] },
  { id: 'splash', name: 'Water Splash', tags: ['water-splash', 'creative'] },
];

describe('demo styles (spec section 3)', () => {
  it.each([
    ['white-background', 'White Packshot'],
    ['flat-lay', 'Flat Lay'],
    ['natural-environment', 'Natural Placement'],
    ['White Packshot', 'White Packshot'],
    ['Water Splash', 'Water Splash'],
  ])('%s stands for the snap %s', (style, name) => {
    expect(snapNameForStyle(style)).toBe(name);
    expect(findSnapForStyle(snaps, style)?.name).toBe(name);
  });

  it('offers every style the landing page shows, each matching a snap', () => {
    expect(DEMO_STYLES.map((style) => style.label)).toEqual([
      'White Packshot',
      'Flat Lay',
      'Natural Placement',
      'Water Splash',
    ]);
    for (const style of DEMO_STYLES) {
      expect(findSnapForStyle(snaps, style.value)?.name).toBe(style.label);
    }
  });

  it('ignores case and spacing in names', () => {
    expect(findSnapForStyle(snaps, '  water   splash ')?.id).toBe('splash');
    expect(findSnapForStyle(snaps, 'FLAT-LAY')?.id).toBe('flat');
  });

  it('falls back to tags when no name matches', () => {
    const renamed = [{ id: 'pack', name: 'Studio Pack', tags: ['white-background'] }];
    expect(findSnapForStyle(renamed, 'white-background')?.id).toBe('pack');
    const splash = [{ id: 's', name: 'Splash v2', tags: ['water-splash'] }];
    expect(findSnapForStyle(splash, 'Water Splash')?.id).toBe('s');
  });

  it('finds nothing for an unknown or empty style', () => {
    expect(findSnapForStyle(snaps, 'neon-glow')).toBeUndefined();
    expect(findSnapForStyle(snaps, '  ')).toBeUndefined();
    expect(findSnapForStyle([], 'white-background')).toBeUndefined();
  });
});
