import { screen } from '@testing-library/react';

import { renderApp } from '@/testing/render-app';

describe('not-found route', () => {
  it.each(['/no-such-page', '/products/unknown/deeper'])(
    'shows the 404 card for %s',
    async (url) => {
      renderApp(url);

      expect(
        await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' }),
      ).toBeInTheDocument();
      expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
      expect(
        screen.queryByRole('heading', { name: 'Create content with AI' }),
      ).not.toBeInTheDocument();
    },
  );

  it('keeps the site frame so the visitor can get back', async () => {
    renderApp('/nowhere');

    await screen.findByRole('heading', { name: '404 Page Not Found' });
    expect(screen.getByRole('link', { name: 'Snapshot Studio' })).toHaveAttribute('href', '/');
    // The card itself has a way home, for a visitor who does not know the logo is one.
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
