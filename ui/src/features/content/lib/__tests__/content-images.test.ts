import { buildContent } from '@/testing/data';
import { labelledImages, showsAsGallery } from '@/features/content/lib/content-images';

const formats = buildContent({
  name: 'Social formats',
  images: [
    { url: '/files/a.png', width: 1080, height: 1080 },
    { url: '/files/b.png', width: 1080, height: 1920 },
    { url: '/files/c.jpg', width: 1200, height: 628 },
  ],
});

describe('labelledImages', () => {
  it('names each social format by its exact size, and its file after it', () => {
    expect(
      labelledImages(formats).map(({ label, formatName, fileName }) => ({
        label,
        formatName,
        fileName,
      })),
    ).toEqual([
      {
        label: 'Square 1080×1080',
        formatName: 'Square',
        fileName: 'social-formats-square-1080x1080.png',
      },
      {
        label: 'Story 1080×1920',
        formatName: 'Story',
        fileName: 'social-formats-story-1080x1920.png',
      },
      {
        label: 'Landscape 1200×628',
        formatName: 'Landscape',
        fileName: 'social-formats-landscape-1200x628.jpg',
      },
    ]);
  });

  it('names other images by their place, a pixel off a format included', () => {
    const item = buildContent({
      name: 'Beach',
      images: [
        { url: '/files/1.png', width: 1080, height: 1081 },
        { url: '/files/2.png', width: null, height: null },
      ],
    });
    expect(labelledImages(item).map(({ label, fileName }) => [label, fileName])).toEqual([
      ['Image 1', 'beach-1.png'],
      ['Image 2', 'beach-2.png'],
    ]);
    expect(labelledImages(buildContent({ name: 'One' }))[0]!.label).toBe('Image');
  });
});

describe('showsAsGallery', () => {
  it('shows a still of several images as a gallery, and nothing else', () => {
    expect(showsAsGallery(formats)).toBe(true);
    expect(showsAsGallery(buildContent())).toBe(false);
    expect(showsAsGallery({ ...formats, type: 'carousel' })).toBe(false);
    expect(showsAsGallery({ ...formats, type: 'story' })).toBe(false);
  });
});
