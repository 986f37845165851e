import { render, screen } from '@testing-library/react';

import { StoredImage } from '../stored-image';

describe('StoredImage', () => {
  it('offers a stored image at every width of the ladder, as WebP, for the size it is drawn', () => {
    render(<StoredImage src="/files/abc.png" alt="Bag" sizes="160px" />);
    const image = screen.getByRole('img', { name: 'Bag' });
    expect(image).toHaveAttribute('src', '/files/abc.png?width=640&format=webp');
    expect(image).toHaveAttribute('sizes', '160px');
    expect(image.getAttribute('srcset')!.split(', ')).toEqual([
      '/files/abc.png?width=160&format=webp 160w',
      '/files/abc.png?width=320&format=webp 320w',
      '/files/abc.png?width=480&format=webp 480w',
      '/files/abc.png?width=640&format=webp 640w',
      '/files/abc.png?width=960&format=webp 960w',
      '/files/abc.png?width=1280&format=webp 1280w',
    ]);
  });

  it('shows other sources as they are', () => {
    render(<StoredImage src="data:image/png;base64,AAAA" alt="Chosen" sizes="64px" />);
    const image = screen.getByRole('img', { name: 'Chosen' });
    expect(image).toHaveAttribute('src', 'data:image/png;base64,AAAA');
    expect(image).not.toHaveAttribute('srcset');
  });
});
